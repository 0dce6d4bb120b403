-- occurredAt of the scheduling event that set an appointment's schedule, capacity and price: an
-- older "created" or "updated" handled late (retried after a failure) changes nothing (decision 0077).
ALTER TABLE appointment_view ADD COLUMN facts_at timestamptz(3);
