-- A person's own feed of what they booked (target = their login).
ALTER TABLE calendar_feed DROP CONSTRAINT calendar_feed_kind_check;
ALTER TABLE calendar_feed ADD CONSTRAINT calendar_feed_kind_check CHECK (kind IN ('location', 'trainer', 'member'));
CREATE INDEX appointment_participant_user_idx ON appointment_participant (application_user_id);
