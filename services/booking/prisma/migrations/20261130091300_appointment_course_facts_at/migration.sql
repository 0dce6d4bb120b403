-- occurredAt of the event that set an appointment's course facts (membership types and prices,
-- approval flag, location): both the appointment's own events and the course's changes carry
-- them, so an appointment change handled late after a newer course change must not put back the
-- old types (decision 0077).
ALTER TABLE appointment_view ADD COLUMN course_facts_at timestamptz(3);
