-- The chat of an appointment (spec section 3, Appointment message) and who may read it besides
-- staff: the members booked on it (from booking's events), with their names from membership's.
CREATE TABLE appointment_message (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  appointment_id uuid NOT NULL REFERENCES appointment (id) ON DELETE CASCADE,
  author_user_id uuid NOT NULL,
  author_roles text[] NOT NULL DEFAULT '{}',
  recipient_user_id uuid,
  text text NOT NULL,
  created_date timestamptz(3) NOT NULL DEFAULT now(),
  last_edited_date timestamptz(3)
);
CREATE INDEX appointment_message_appointment_idx ON appointment_message (appointment_id, created_date);
SELECT kit_enable_tenant_rls('appointment_message');

CREATE TABLE appointment_participant (
  appointment_id uuid NOT NULL,
  application_user_id uuid NOT NULL,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  attendance_id uuid NOT NULL,
  PRIMARY KEY (appointment_id, application_user_id)
);
SELECT kit_enable_tenant_rls('appointment_participant');

CREATE TABLE member_name_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
SELECT kit_enable_tenant_rls('member_name_view');
