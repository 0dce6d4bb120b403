-- The waiting line of a course date-time's series places (spec AttendeeCourseWaitingPositions).
-- Positions run 1..n without gaps; every change of a line is serialised by a transaction-level
-- advisory lock on its date-time, so renumbering needs no unique index on the position.
CREATE TABLE attendee_course_waiting_position (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  attendee_id uuid NOT NULL,
  date_time_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 1),
  created_by_user_id uuid,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX attendee_course_waiting_position_unique ON attendee_course_waiting_position (date_time_id, attendee_id);
CREATE INDEX attendee_course_waiting_position_line_idx ON attendee_course_waiting_position (company_id, date_time_id, position);
SELECT kit_enable_tenant_rls('attendee_course_waiting_position');
