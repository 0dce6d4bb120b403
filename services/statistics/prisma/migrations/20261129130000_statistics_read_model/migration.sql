-- Decision 0057: the statistics read model, fed only by events.

-- When, where and with whom an appointment takes place (scheduling.appointment.*); attendances
-- join it, so a moved appointment moves its attendances even when booking announced no change.
CREATE TABLE appointment_fact (
  appointment_id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  course_id uuid NOT NULL,
  date date NOT NULL,
  time_from text NOT NULL,
  room_id uuid,
  location_id uuid,
  trainer_ids uuid[] NOT NULL DEFAULT '{}',
  occurred_at timestamptz(3) NOT NULL
);
CREATE INDEX appointment_fact_company_id_idx ON appointment_fact (company_id);
SELECT kit_enable_tenant_rls('appointment_fact');

-- A course's departments (identity.department-refs.replaced for owner courseId) and location.
CREATE TABLE course_fact (
  course_id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  location_id uuid,
  department_ids uuid[] NOT NULL DEFAULT '{}'
);
CREATE INDEX course_fact_company_id_idx ON course_fact (company_id);
SELECT kit_enable_tenant_rls('course_fact');

-- An attendee's birthday and memberships (membership.attendee.*), for age and membership type.
CREATE TABLE attendee_fact (
  attendee_id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  birthday date,
  memberships jsonb NOT NULL DEFAULT '[]',
  occurred_at timestamptz(3) NOT NULL
);
CREATE INDEX attendee_fact_company_id_idx ON attendee_fact (company_id);
SELECT kit_enable_tenant_rls('attendee_fact');

-- The names results show (kind: Location, Room, Trainer, Course, MembershipType).
CREATE TABLE dimension_name (
  kind text NOT NULL,
  id uuid NOT NULL,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX dimension_name_company_id_idx ON dimension_name (company_id);
SELECT kit_enable_tenant_rls('dimension_name');

-- Saved statistics layouts (spec: presets).
CREATE TABLE statistics_preset (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  layout jsonb NOT NULL,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX statistics_preset_company_id_name_idx ON statistics_preset (company_id, name);
SELECT kit_enable_tenant_rls('statistics_preset');

-- Fill reads the confirmed attendances of a company and a range.
CREATE INDEX attendance_fact_company_id_status_date_idx ON attendance_fact (company_id, status, date);
