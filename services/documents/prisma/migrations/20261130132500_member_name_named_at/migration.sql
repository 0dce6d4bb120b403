-- occurredAt of the attendee event that set a member's name and login: an older "created" or
-- "updated" handled late (retried after a failure) changes nothing (decision 0077).
ALTER TABLE member_name ADD COLUMN named_at timestamptz(3);
