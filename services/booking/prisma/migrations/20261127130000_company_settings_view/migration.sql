-- Identity's company settings as booking needs them (identity.settings.saved, the latest wins):
-- how the waiting list moves (0: automatic promotion; N > 0: a timed offer) and the night window.
CREATE TABLE company_settings_view (
  company_id uuid PRIMARY KEY DEFAULT (current_setting('app.company_id', true))::uuid,
  waiting_list_offer_hours integer NOT NULL DEFAULT 0,
  waiting_list_night_from text,
  waiting_list_night_till text,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
SELECT kit_enable_tenant_rls('company_settings_view');
