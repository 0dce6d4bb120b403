-- The appointment copy learns its trainers (scheduling's appointment events and
-- scheduling.appointment.trainers-changed): attendance lists per trainer (spec GetByTrainerId).
ALTER TABLE appointment_view ADD COLUMN trainer_ids uuid[] NOT NULL DEFAULT '{}';
CREATE INDEX appointment_view_trainer_ids_idx ON appointment_view USING gin (trainer_ids);
-- When the trainers were last set (the event's occurredAt): the three subjects are consumed
-- independently, so an older announcement arriving late must not overwrite a newer one.
ALTER TABLE appointment_view ADD COLUMN trainers_at timestamptz(3);
