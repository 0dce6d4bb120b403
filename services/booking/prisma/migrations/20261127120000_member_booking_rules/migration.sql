-- The price the membership rule gave at booking, kept with the attendance (null for bookings made
-- before it was stored: readers fall back to the rule).
ALTER TABLE attendance ADD COLUMN cent_cost integer;

-- Identity owns the company settings; booking keeps the ones it applies (identity.settings.saved,
-- the latest save winning; no row: the spec's defaults).
CREATE TABLE company_settings (
  company_id uuid PRIMARY KEY DEFAULT (current_setting('app.company_id', true))::uuid,
  booking_in_advance_days integer NOT NULL,
  show_checkin_note_popup boolean NOT NULL,
  show_checkin_invalid_membership_popup boolean NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
SELECT kit_enable_tenant_rls('company_settings');
