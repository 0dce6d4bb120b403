-- Kit's SQL files run once each, in name order, before a service's own migrations; an applied
-- file is never edited, a change is a new file.

-- Write order: now() is the same for every row of one transaction, so events written together
-- (promoted, then confirmed) would leave in any order by created_at alone.
ALTER TABLE kit_outbox ADD COLUMN IF NOT EXISTS seq bigserial;
CREATE INDEX IF NOT EXISTS kit_outbox_unsent_seq ON kit_outbox (seq) WHERE sent_at IS NULL;
