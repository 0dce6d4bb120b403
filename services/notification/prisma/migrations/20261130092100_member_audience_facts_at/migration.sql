-- occurredAt of the attendee event that set who a news reaches (login, main location) and the
-- name: an older "created" or "updated" handled late changes nothing (decision 0077).
ALTER TABLE member_audience ADD COLUMN facts_at timestamptz(3);
