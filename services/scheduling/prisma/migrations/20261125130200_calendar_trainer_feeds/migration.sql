-- Trainer feeds: the appointments a trainer teaches (appointment_trainer).
ALTER TABLE calendar_feed DROP CONSTRAINT calendar_feed_kind_check;
ALTER TABLE calendar_feed ADD CONSTRAINT calendar_feed_kind_check CHECK (kind IN ('location', 'trainer'));
