-- Membership's attendee events arrive on separate consumers, so an update may land before the
-- creation it follows. An update from an older producer leaves out birthday or gender ("keep what
-- is known"); a row it creates must not block the creation's values. Each field remembers when it
-- was last told; rows from before know theirs from occurred_at.
ALTER TABLE attendee_fact ADD COLUMN birthday_at timestamptz(3);
ALTER TABLE attendee_fact ADD COLUMN gender_at timestamptz(3);
UPDATE attendee_fact SET birthday_at = occurred_at, gender_at = occurred_at;
