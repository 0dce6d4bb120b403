-- Scheduling's courses and membership's attendees as their events announce them: a department
-- ref to a course or attendee is accepted only when the caller's company has it (decision 0023).
CREATE TABLE course_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX course_view_company_id_idx ON course_view (company_id);
SELECT kit_enable_tenant_rls('course_view');

CREATE TABLE attendee_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX attendee_view_company_id_idx ON attendee_view (company_id);
SELECT kit_enable_tenant_rls('attendee_view');
