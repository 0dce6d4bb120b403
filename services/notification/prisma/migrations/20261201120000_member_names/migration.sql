-- The notes list names each note's person from notification's own read model of attendees
-- (decision 0069); filled by membership's attendee events and its backfill.
ALTER TABLE member_audience ADD COLUMN full_name text;
