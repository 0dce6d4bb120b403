CREATE TABLE appointment_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  course_id uuid NOT NULL,
  course_name text NOT NULL,
  date date NOT NULL,
  time_from text NOT NULL,
  time_till text NOT NULL,
  max_attendees integer NOT NULL,
  cent_cost integer NOT NULL,
  is_cancelled boolean NOT NULL DEFAULT false,
  canceled_date timestamptz(3),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX appointment_view_company_id_idx ON appointment_view (company_id);
SELECT kit_enable_tenant_rls('appointment_view');

CREATE TABLE attendee_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  application_user_id uuid,
  first_name text NOT NULL,
  last_name text NOT NULL,
  memberships jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX attendee_view_company_id_idx ON attendee_view (company_id);
SELECT kit_enable_tenant_rls('attendee_view');

-- status: NotConfirmed 0, Canceled 1, Confirmed 2, Requested 3, OnWaitingList 4; source: Manual 0, CheckIn 1.
CREATE TABLE attendance (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  attendee_id uuid NOT NULL,
  appointment_id uuid NOT NULL,
  status integer NOT NULL DEFAULT 0,
  source integer NOT NULL DEFAULT 0,
  waiting_list_number integer,
  note text,
  booking_date timestamptz(3) NOT NULL DEFAULT now(),
  created_by_user_id uuid,
  canceled_date timestamptz(3)
);
CREATE INDEX attendance_company_id_appointment_id_idx ON attendance (company_id, appointment_id);
CREATE INDEX attendance_company_id_attendee_id_idx ON attendance (company_id, attendee_id);
-- One live (not cancelled) attendance per attendee and appointment; the booking answers 409 already_booked.
CREATE UNIQUE INDEX attendance_active_unique ON attendance (company_id, appointment_id, attendee_id) WHERE status <> 1;
SELECT kit_enable_tenant_rls('attendance');
