-- Identity's locations as its events announce them: a reference to a location is accepted only
-- when the caller's company has it (decision 0023).
CREATE TABLE location_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX location_view_company_id_idx ON location_view (company_id);
SELECT kit_enable_tenant_rls('location_view');
