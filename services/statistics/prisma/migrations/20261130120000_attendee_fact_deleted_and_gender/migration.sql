-- Decision 0063: a deleted attendee (membership.attendee.deleted) no longer counts as an active
-- member on the dashboard; its past attendances keep their age and membership facts.
ALTER TABLE attendee_fact ADD COLUMN deleted boolean NOT NULL DEFAULT false;
-- The attendee's gender (membership.attendee.* from the salutation: male, female; null unknown).
ALTER TABLE attendee_fact ADD COLUMN gender text;
