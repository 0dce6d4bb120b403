-- occurredAt of the membership event that set an attendee's names, memberships and validity: an
-- older "created" or "updated" handled late (retried after a failure) changes nothing (decision 0077).
ALTER TABLE attendee_view ADD COLUMN facts_at timestamptz(3);
