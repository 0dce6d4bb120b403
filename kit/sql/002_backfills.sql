-- Backfills a service runs once per database (a new consumer of an older event needs the state
-- from before the stream's retention): the name of each one done, taken in the transaction that
-- does it, so replicas starting together run it once.
CREATE TABLE IF NOT EXISTS kit_backfill (
  name     text PRIMARY KEY,
  done_at  timestamptz NOT NULL DEFAULT now(),
  events   integer NOT NULL DEFAULT 0
);
