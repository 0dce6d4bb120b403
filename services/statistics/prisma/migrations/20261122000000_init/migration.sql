-- status uses booking's numbers: Confirmed 2, OnWaitingList 4.
CREATE TABLE attendance_fact (
  attendance_id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  appointment_id uuid NOT NULL,
  attendee_id uuid NOT NULL,
  course_id uuid NOT NULL,
  course_name text NOT NULL,
  date date NOT NULL,
  time_from text NOT NULL,
  status integer NOT NULL,
  cent_cost integer NOT NULL,
  occurred_at timestamptz(3) NOT NULL
);
CREATE INDEX attendance_fact_company_id_date_idx ON attendance_fact (company_id, date);
SELECT kit_enable_tenant_rls('attendance_fact');
