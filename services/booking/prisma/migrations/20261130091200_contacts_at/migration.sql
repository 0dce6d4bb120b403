-- occurredAt of the membership.contacts.replaced that set an attendee's contact links: an older one
-- handled late (retried after a failure) must not give a former parent's login the child back
-- (decision 0077).
ALTER TABLE attendee_view ADD COLUMN contacts_at timestamptz(3);
