-- Ids of other services' rows that are gone for good (a deleted appointment, a cancelled
-- booking, a deleted member): a read model remembers them, so an older event about one that is
-- handled late (retried after a failure while the later events went ahead) cannot bring it back.
-- buried_at is the occurredAt of the ending event: an end that can be undone (a staff role taken
-- and given back) refuses only what is older than it.
CREATE TABLE IF NOT EXISTS kit_tombstone (
  kind        text NOT NULL,
  id          text NOT NULL,
  company_id  uuid NOT NULL,
  buried_at   timestamptz NOT NULL DEFAULT now(),
  -- kind and id lead: lookups name them, and row-level security adds the company as a filter.
  PRIMARY KEY (kind, id, company_id)
);
SELECT kit_enable_tenant_rls('kit_tombstone');
