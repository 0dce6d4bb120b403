-- Series bookings (spec: AttendeeCourse): an attendee booked on every coming appointment of a
-- course date-time; appointments remember their date-time so new ones get the series' attendees.
ALTER TABLE appointment_view ADD COLUMN date_time_id uuid;
CREATE INDEX appointment_view_date_time_idx ON appointment_view (date_time_id, date);

CREATE TABLE attendee_course (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  attendee_id uuid NOT NULL,
  date_time_id uuid NOT NULL,
  created_by_user_id uuid,
  created_date timestamptz(3) NOT NULL DEFAULT now(),
  cancelled boolean NOT NULL DEFAULT false,
  cancelled_by_user_id uuid,
  cancelled_date timestamptz(3)
);
-- One running series per attendee and date-time.
CREATE UNIQUE INDEX attendee_course_live ON attendee_course (attendee_id, date_time_id) WHERE NOT cancelled;
CREATE INDEX attendee_course_date_time_idx ON attendee_course (company_id, date_time_id);
SELECT kit_enable_tenant_rls('attendee_course');
