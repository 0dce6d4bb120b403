-- Task (attendance) requests (spec sections 3, 4, 7): a course that needs approval books a
-- member as Requested with an OPEN request; staff ACCEPT (a seat or the waiting list) or REJECT.
-- The appointment copy learns the course's approval flag and location from scheduling's events.
ALTER TABLE appointment_view ADD COLUMN requires_approval boolean NOT NULL DEFAULT false;
ALTER TABLE appointment_view ADD COLUMN location_id uuid;

CREATE TABLE task_request (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  attendance_id uuid NOT NULL REFERENCES attendance (id) ON DELETE CASCADE,
  attendee_id uuid NOT NULL,
  appointment_id uuid NOT NULL,
  -- Copied from the appointment so lists filter by course and location on the server.
  course_id uuid NOT NULL,
  location_id uuid,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ACCEPT', 'REJECT')),
  created_by_user_id uuid,
  created_date timestamptz(3) NOT NULL DEFAULT now(),
  decided_by_user_id uuid,
  decided_date timestamptz(3)
);
-- One open request per attendance: asking twice cannot leave two to decide.
CREATE UNIQUE INDEX task_request_open_unique ON task_request (attendance_id) WHERE status = 'OPEN';
CREATE INDEX task_request_company_status_idx ON task_request (company_id, status, created_date DESC);
SELECT kit_enable_tenant_rls('task_request');

-- Identity's department refs of courses (identity.department-refs.replaced): task requests per department.
CREATE TABLE course_department (
  course_id uuid NOT NULL,
  department_id uuid NOT NULL,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  PRIMARY KEY (course_id, department_id)
);
CREATE INDEX course_department_department_idx ON course_department (company_id, department_id);
SELECT kit_enable_tenant_rls('course_department');
