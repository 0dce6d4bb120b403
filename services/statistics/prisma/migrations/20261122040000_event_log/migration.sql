CREATE TABLE event_log_entry (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  entity_type text NOT NULL,
  entity_id uuid NOT NULL,
  action text NOT NULL,
  executed_by_id uuid,
  executed_by_name text NOT NULL,
  changes jsonb NOT NULL DEFAULT '{}',
  date_time timestamptz(3) NOT NULL
);
CREATE INDEX event_log_entry_lookup ON event_log_entry (company_id, entity_type, entity_id, date_time);
SELECT kit_enable_tenant_rls('event_log_entry');
