-- Decision 0037: an erased attendee keeps an anonymous row (memberships and invoices name its id);
-- a data export gathers each service's part by event until all have answered.
ALTER TABLE attendee ADD COLUMN erased_date timestamptz(3);

CREATE TABLE data_export (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  attendee_id uuid NOT NULL REFERENCES attendee (id) ON DELETE CASCADE,
  requested_by_id uuid,
  -- service name -> what it holds about the person
  parts jsonb NOT NULL DEFAULT '{}',
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX data_export_attendee_id_idx ON data_export (attendee_id);
SELECT kit_enable_tenant_rls('data_export');
