-- Spec membership requests: Open 0 → Done 1 or Rejected 2, who and when recorded.
CREATE TABLE membership_request (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  application_user_id uuid,
  attendee_id uuid NOT NULL REFERENCES attendee (id) ON DELETE CASCADE,
  membership_type_id uuid REFERENCES membership_type (id) ON DELETE SET NULL,
  start_date date,
  end_date date,
  status integer NOT NULL DEFAULT 0,
  type integer NOT NULL,
  reason text,
  wishes text,
  additional_data text,
  location_id uuid,
  department_id uuid,
  edited_by_id uuid,
  edited_date timestamptz(3),
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX membership_request_company_id_status_idx ON membership_request (company_id, status);
CREATE INDEX membership_request_attendee_id_idx ON membership_request (attendee_id);
SELECT kit_enable_tenant_rls('membership_request');

-- Identity owns the company settings; membership keeps the termination rules its events carry
-- (no row: the spec's defaults, end of month with 4 weeks' notice).
CREATE TABLE termination_settings (
  company_id uuid PRIMARY KEY DEFAULT (current_setting('app.company_id', true))::uuid,
  termination_date text NOT NULL,
  notice_weeks integer NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
SELECT kit_enable_tenant_rls('termination_settings');
