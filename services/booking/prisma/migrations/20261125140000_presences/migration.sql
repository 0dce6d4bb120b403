-- Presence (spec section 3): who entered which location when, open until they leave; the
-- attendances a visit was for; and identity's locations, which a visit must be at (decision 0023).
CREATE TABLE location_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX location_view_company_id_idx ON location_view (company_id);
SELECT kit_enable_tenant_rls('location_view');

CREATE TABLE presence (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  attendee_id uuid,
  application_user_id uuid,
  location_id uuid NOT NULL,
  role text NOT NULL,
  date_enter timestamptz(3) NOT NULL DEFAULT now(),
  date_leave timestamptz(3),
  text text,
  -- A column, not a computation, so lists filter and sort by it on the server.
  is_online boolean GENERATED ALWAYS AS (date_leave IS NULL) STORED,
  CHECK (attendee_id IS NOT NULL OR application_user_id IS NOT NULL),
  CHECK (date_leave IS NULL OR date_leave >= date_enter)
);
CREATE INDEX presence_company_online_idx ON presence (company_id, date_enter DESC) WHERE date_leave IS NULL;
-- One open visit per person: entering twice at once cannot leave two visits open.
CREATE UNIQUE INDEX presence_open_attendee ON presence (attendee_id) WHERE date_leave IS NULL AND attendee_id IS NOT NULL;
CREATE UNIQUE INDEX presence_open_user ON presence (application_user_id) WHERE date_leave IS NULL AND attendee_id IS NULL;
SELECT kit_enable_tenant_rls('presence');

CREATE TABLE presence_attendance (
  presence_id uuid NOT NULL REFERENCES presence (id) ON DELETE CASCADE,
  attendance_id uuid NOT NULL,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  created_date timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (presence_id, attendance_id)
);
SELECT kit_enable_tenant_rls('presence_attendance');
