-- The hourly pruning of event records (decision 0082) finds old rows by time: BRIN indexes cost
-- next to nothing on these append-mostly tables, whose physical order follows time.
CREATE INDEX IF NOT EXISTS kit_outbox_created_brin ON kit_outbox USING brin (created_at);
CREATE INDEX IF NOT EXISTS kit_inbox_handled_brin ON kit_inbox USING brin (handled_at);
CREATE INDEX IF NOT EXISTS kit_tombstone_buried_brin ON kit_tombstone USING brin (buried_at);
