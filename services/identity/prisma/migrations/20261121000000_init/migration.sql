CREATE TABLE company (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  support_email text,
  country_id text NOT NULL,
  city text,
  street text,
  postcode text,
  phone text,
  trial_begin_date timestamptz(3),
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX company_name_unique ON company (lower(name));

CREATE TABLE app_user (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  user_name text NOT NULL,
  email text NOT NULL,
  password_hash text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  authorities text[] NOT NULL DEFAULT '{}',
  language text NOT NULL DEFAULT 'de',
  active boolean NOT NULL DEFAULT true,
  attendee_id uuid,
  deleted_date timestamptz(3),
  last_login_date timestamptz(3),
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_user_user_name_unique ON app_user (lower(user_name));
CREATE INDEX app_user_company_id_idx ON app_user (company_id);
SELECT kit_enable_tenant_rls('app_user');

CREATE TABLE refresh_token (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  user_id uuid NOT NULL,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz(3) NOT NULL,
  used_at timestamptz(3),
  revoked_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX refresh_token_family_id_idx ON refresh_token (family_id);
SELECT kit_enable_tenant_rls('refresh_token');

CREATE TABLE location (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  email text,
  phone text,
  street text,
  zip text,
  city text,
  lat double precision,
  lng double precision,
  active boolean NOT NULL DEFAULT true,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX location_company_id_idx ON location (company_id);
SELECT kit_enable_tenant_rls('location');

CREATE TABLE signing_key (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
