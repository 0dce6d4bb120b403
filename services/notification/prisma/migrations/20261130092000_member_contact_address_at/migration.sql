-- occurredAt of the attendee event that set a member's mail address and first name: an older
-- "created" or "updated" handled late (retried after a failure) changes nothing (decision 0077).
ALTER TABLE member_contact ADD COLUMN address_at timestamptz(3);
