-- Decision 0077: an event retried after a failure is handled after newer ones of its producer.
-- A course's location and an appointment's trainers remember the occurredAt that set them, so
-- an older "created" or "updated" handled late does not put back the old value. Rows from before
-- know no time: the next event applies, as it did.
ALTER TABLE course_fact ADD COLUMN location_at timestamptz(3);
ALTER TABLE appointment_fact ADD COLUMN trainers_at timestamptz(3);
