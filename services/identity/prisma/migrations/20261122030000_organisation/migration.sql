-- Organisation: company data, locations, departments and their links, opening hours, settings.

ALTER TABLE company
  ADD COLUMN email_accounting text,
  ADD COLUMN inactivity_minutes integer,
  ADD COLUMN local_court text,
  ADD COLUMN managing_director text,
  ADD COLUMN registered_office text,
  ADD COLUMN sector text,
  ADD COLUMN iban text,
  ADD COLUMN creditor_identifier text,
  ADD COLUMN web text,
  ADD COLUMN deleted_date timestamptz(3);
-- Spec section 5: the support e-mail is unique across companies.
CREATE UNIQUE INDEX company_support_email_unique ON company (lower(support_email)) WHERE support_email IS NOT NULL;

ALTER TABLE location
  ADD COLUMN nr text,
  ADD COLUMN is_qr_codes_created boolean NOT NULL DEFAULT false;

CREATE TABLE department (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  creator_id uuid,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX department_company_id_idx ON department (company_id);
SELECT kit_enable_tenant_rls('department');

CREATE TABLE department_ref (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  department_id uuid NOT NULL REFERENCES department (id) ON DELETE CASCADE,
  user_id uuid,
  location_id uuid REFERENCES location (id) ON DELETE CASCADE,
  course_id uuid,
  attendee_id uuid,
  created_date timestamptz(3) NOT NULL DEFAULT now(),
  CONSTRAINT department_ref_one_owner CHECK (num_nonnulls(user_id, location_id, course_id, attendee_id) = 1)
);
CREATE INDEX department_ref_company_id_idx ON department_ref (company_id);
CREATE INDEX department_ref_department_id_idx ON department_ref (department_id);
SELECT kit_enable_tenant_rls('department_ref');

-- Spec section 5: an employee cannot be added twice to a location.
CREATE TABLE location_employee (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  location_id uuid NOT NULL REFERENCES location (id) ON DELETE CASCADE,
  employee_id uuid NOT NULL,
  creator_id uuid,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX location_employee_location_id_employee_id_key ON location_employee (location_id, employee_id);
CREATE INDEX location_employee_company_id_idx ON location_employee (company_id);
CREATE INDEX location_employee_employee_id_idx ON location_employee (employee_id);
SELECT kit_enable_tenant_rls('location_employee');

CREATE TABLE location_responsible (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  location_id uuid NOT NULL REFERENCES location (id) ON DELETE CASCADE,
  responsible_id uuid NOT NULL
);
CREATE UNIQUE INDEX location_responsible_location_id_responsible_id_key ON location_responsible (location_id, responsible_id);
CREATE INDEX location_responsible_company_id_idx ON location_responsible (company_id);
CREATE INDEX location_responsible_responsible_id_idx ON location_responsible (responsible_id);
SELECT kit_enable_tenant_rls('location_responsible');

CREATE TABLE department_responsible (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  department_id uuid NOT NULL REFERENCES department (id) ON DELETE CASCADE,
  responsible_id uuid NOT NULL
);
CREATE UNIQUE INDEX department_responsible_department_id_responsible_id_key ON department_responsible (department_id, responsible_id);
CREATE INDEX department_responsible_company_id_idx ON department_responsible (company_id);
CREATE INDEX department_responsible_responsible_id_idx ON department_responsible (responsible_id);
SELECT kit_enable_tenant_rls('department_responsible');

CREATE TABLE location_opening_hours (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  location_id uuid NOT NULL REFERENCES location (id) ON DELETE CASCADE,
  position integer NOT NULL,
  from_week_day integer NOT NULL DEFAULT 1 CHECK (from_week_day BETWEEN 0 AND 6),
  till_week_day integer CHECK (till_week_day BETWEEN 0 AND 6),
  closed boolean NOT NULL DEFAULT false,
  from_time text,
  till_time text
);
CREATE INDEX location_opening_hours_company_id_idx ON location_opening_hours (company_id);
CREATE INDEX location_opening_hours_location_id_idx ON location_opening_hours (location_id);
SELECT kit_enable_tenant_rls('location_opening_hours');

CREATE TABLE company_settings (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL UNIQUE DEFAULT (current_setting('app.company_id', true))::uuid,
  color text NOT NULL,
  appointment_booking_in_advance_days integer NOT NULL,
  membership_subscription_termination_date text NOT NULL,
  membership_subscription_termination_in_advance_weeks integer NOT NULL,
  half_yearly_payment_interval_start_month integer NOT NULL,
  allow_monthly_payment_interval boolean NOT NULL,
  allow_quarterly_payment_interval boolean NOT NULL,
  allow_half_yearly_payment_interval boolean NOT NULL,
  allow_yearly_payment_interval boolean NOT NULL,
  show_checkin_note_popup boolean NOT NULL,
  show_checkin_invalid_membership_popup boolean NOT NULL,
  logo bytea,
  logo_content_type text,
  updated_date timestamptz(3) NOT NULL DEFAULT now()
);
SELECT kit_enable_tenant_rls('company_settings');
