-- Users, permission sets and licences: the employee fields of spec section 3.
ALTER TABLE app_user
  ADD COLUMN salutation text,
  ADD COLUMN title text,
  ADD COLUMN phone text,
  ADD COLUMN zip text,
  ADD COLUMN street text,
  ADD COLUMN city text,
  ADD COLUMN from_date date,
  ADD COLUMN till_date date,
  ADD COLUMN birthday date,
  ADD COLUMN unlocked boolean NOT NULL DEFAULT false,
  ADD COLUMN agreed_with_receiving_emails boolean NOT NULL DEFAULT true,
  ADD COLUMN is_intern boolean NOT NULL DEFAULT true;
-- E-mail uniqueness is per company and checked by the service; this index serves that check.
CREATE INDEX app_user_company_email_idx ON app_user (company_id, lower(email));

-- One permission set per user; flags is a jsonb object of proto's PERMISSION_FLAGS (see schema).
CREATE TABLE permission_set (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  application_user_id uuid NOT NULL UNIQUE,
  flags jsonb NOT NULL,
  updated_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX permission_set_company_id_idx ON permission_set (company_id);
SELECT kit_enable_tenant_rls('permission_set');

-- Licences per company; no row means the trial's 5.
CREATE TABLE company_licence (
  company_id uuid PRIMARY KEY DEFAULT (current_setting('app.company_id', true))::uuid,
  total_licences integer NOT NULL CHECK (total_licences >= 0),
  updated_date timestamptz(3) NOT NULL DEFAULT now()
);
SELECT kit_enable_tenant_rls('company_licence');
