-- The rest of the spec's attendee fields, the soft delete, and what the people screens need.
ALTER TABLE attendee
  ADD COLUMN title text,
  ADD COLUMN text text,
  ADD COLUMN zip text,
  ADD COLUMN street text,
  ADD COLUMN city text,
  ADD COLUMN from_date date,
  ADD COLUMN till_date date,
  ADD COLUMN member_status_id uuid,
  ADD COLUMN unlocked boolean NOT NULL DEFAULT false,
  ADD COLUMN agreed_with_receiving_emails boolean NOT NULL DEFAULT true,
  -- Attendee roles are catalogue entries; a plain id list until the catalogue links them.
  ADD COLUMN attendee_role_ids uuid[] NOT NULL DEFAULT '{}',
  ADD COLUMN deleted_date timestamptz(3);
CREATE INDEX attendee_application_user_id_idx ON attendee (application_user_id);

-- A deleted attendee gives its member number back.
DROP INDEX attendee_member_number_unique;
CREATE UNIQUE INDEX attendee_member_number_unique ON attendee (company_id, member_number)
  WHERE member_number IS NOT NULL AND deleted_date IS NULL;

-- Spec LocationAttendee: the locations an attendee belongs to besides the main one.
CREATE TABLE location_attendee (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  location_id uuid NOT NULL,
  attendee_id uuid NOT NULL REFERENCES attendee (id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX location_attendee_pair_unique ON location_attendee (attendee_id, location_id);
CREATE INDEX location_attendee_company_id_idx ON location_attendee (company_id);
CREATE INDEX location_attendee_location_id_idx ON location_attendee (location_id);
SELECT kit_enable_tenant_rls('location_attendee');

-- Spec "Contact person of an attendee": parents, guardians, partners; optionally an attendee themselves.
CREATE TABLE attendee_contact (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  attendee_id uuid NOT NULL REFERENCES attendee (id) ON DELETE CASCADE,
  contact_attendee_id uuid REFERENCES attendee (id) ON DELETE SET NULL,
  contact_type integer NOT NULL DEFAULT 6,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  phone text,
  member_number text
);
CREATE INDEX attendee_contact_attendee_id_idx ON attendee_contact (attendee_id);
CREATE INDEX attendee_contact_company_id_idx ON attendee_contact (company_id);
SELECT kit_enable_tenant_rls('attendee_contact');

-- Booking's facts (booking.attendance.*): which appointments an attendee is booked on, so the
-- future-bookings check and the appointment's attendee list need no call to booking.
CREATE TABLE attendee_booking (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  attendee_id uuid NOT NULL,
  appointment_id uuid NOT NULL,
  date date NOT NULL,
  time_from text NOT NULL,
  cancelled boolean NOT NULL DEFAULT false,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX attendee_booking_company_id_idx ON attendee_booking (company_id);
CREATE INDEX attendee_booking_attendee_id_idx ON attendee_booking (attendee_id, date);
CREATE INDEX attendee_booking_appointment_id_idx ON attendee_booking (appointment_id);
SELECT kit_enable_tenant_rls('attendee_booking');
