-- Decision 0077: identity's event retried after a failure is handled after newer ones. The staff
-- copy remembers the occurredAt that wrote it (a deletion leaves a kit tombstone with its time), so
-- an older save does not bring back a deleted trainer (skills could be linked to them again) and an
-- older deletion does not remove one whose staff role was given back, with the skills linked since.
-- Rows from before know no time: the next event applies.
ALTER TABLE trainer_view ADD COLUMN facts_at timestamptz(3);
