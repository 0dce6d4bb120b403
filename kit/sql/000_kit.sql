-- Owned by kit and applied before a service's own migrations: outbox, inbox, parked events
-- and the row-level security helpers every tenant table uses.

CREATE TABLE IF NOT EXISTS kit_outbox (
  id          uuid PRIMARY KEY,
  subject     text NOT NULL,
  envelope    jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  attempts    integer NOT NULL DEFAULT 0,
  last_error  text
);
CREATE INDEX IF NOT EXISTS kit_outbox_unsent ON kit_outbox (created_at) WHERE sent_at IS NULL;
-- Write order: now() is the same for every row of one transaction, so events written together
-- (promoted, then confirmed) would leave in any order by created_at alone.
ALTER TABLE kit_outbox ADD COLUMN IF NOT EXISTS seq bigserial;
CREATE INDEX IF NOT EXISTS kit_outbox_unsent_seq ON kit_outbox (seq) WHERE sent_at IS NULL;

CREATE TABLE IF NOT EXISTS kit_inbox (
  consumer    text NOT NULL,
  event_id    uuid NOT NULL,
  subject     text NOT NULL,
  handled_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);

CREATE TABLE IF NOT EXISTS kit_parked (
  consumer    text NOT NULL,
  event_id    uuid NOT NULL,
  subject     text NOT NULL,
  envelope    jsonb NOT NULL,
  error       text NOT NULL,
  deliveries  integer NOT NULL,
  parked_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);

-- A row is visible when it belongs to the transaction's company, or in explicit system mode.
CREATE OR REPLACE FUNCTION kit_tenant_visible(row_company uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT current_setting('app.bypass_rls', true) = 'on'
      OR row_company::text = current_setting('app.company_id', true)
$$;

-- Migrations call this for every table with a company_id column.
CREATE OR REPLACE FUNCTION kit_enable_tenant_rls(tbl regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (kit_tenant_visible(company_id)) WITH CHECK (kit_tenant_visible(company_id))',
    tbl);
END
$$;
