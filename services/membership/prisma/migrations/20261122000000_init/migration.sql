CREATE TABLE membership_type (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  info text,
  cost integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX membership_type_company_id_idx ON membership_type (company_id);
SELECT kit_enable_tenant_rls('membership_type');

CREATE TABLE attendee (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  application_user_id uuid,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  phone text,
  salutation text,
  birthday date,
  user_name text,
  member_number text,
  main_location_id uuid,
  active boolean NOT NULL DEFAULT true,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX attendee_company_id_idx ON attendee (company_id);
-- Member numbers are unique per company; empty (null) is accepted any number of times.
CREATE UNIQUE INDEX attendee_member_number_unique ON attendee (company_id, member_number) WHERE member_number IS NOT NULL;
SELECT kit_enable_tenant_rls('attendee');

CREATE TABLE attendee_membership (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  attendee_id uuid NOT NULL REFERENCES attendee (id) ON DELETE CASCADE,
  membership_type_id uuid NOT NULL REFERENCES membership_type (id),
  from_date date NOT NULL,
  till_date date
);
CREATE INDEX attendee_membership_attendee_id_idx ON attendee_membership (attendee_id);
SELECT kit_enable_tenant_rls('attendee_membership');
