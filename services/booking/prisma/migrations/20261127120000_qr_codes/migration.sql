-- Location and course QR codes for self check-in (spec sections 3 and 7, decision 0044); the
-- courses a code may name (scheduling's, with their location, decision 0023); the company
-- settings booking follows (identity's, the latest event); and where a self check-in was made.
CREATE TABLE qr_code (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  valid_from date,
  valid_till date,
  address text,
  lat double precision,
  lng double precision,
  location_id uuid,
  course_id uuid,
  check_gps boolean NOT NULL DEFAULT false,
  save_gps_by_check boolean NOT NULL DEFAULT false,
  security_phrase text,
  created_date timestamptz(3) NOT NULL DEFAULT now(),
  CHECK ((location_id IS NULL) <> (course_id IS NULL)),
  CHECK (valid_from IS NULL OR valid_till IS NULL OR valid_from <= valid_till),
  CHECK (NOT check_gps OR (lat IS NOT NULL AND lng IS NOT NULL))
);
CREATE INDEX qr_code_location_idx ON qr_code (company_id, location_id, created_date DESC) WHERE location_id IS NOT NULL;
CREATE INDEX qr_code_course_idx ON qr_code (company_id, course_id, created_date DESC) WHERE course_id IS NOT NULL;
SELECT kit_enable_tenant_rls('qr_code');

CREATE TABLE course_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  location_id uuid,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX course_view_company_id_idx ON course_view (company_id);
SELECT kit_enable_tenant_rls('course_view');

-- One row per company: the latest identity.settings.saved; no row means the spec's defaults.
CREATE TABLE company_settings_view (
  company_id uuid PRIMARY KEY DEFAULT (current_setting('app.company_id', true))::uuid,
  appointment_booking_in_advance_days integer NOT NULL,
  show_checkin_note_popup boolean NOT NULL,
  show_checkin_invalid_membership_popup boolean NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
SELECT kit_enable_tenant_rls('company_settings_view');

ALTER TABLE presence
  ADD COLUMN qr_code_id uuid,
  ADD COLUMN lat double precision,
  ADD COLUMN lng double precision;
