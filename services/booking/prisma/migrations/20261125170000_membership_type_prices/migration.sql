-- The membership types that may book an appointment's course and their prices, as scheduling
-- announces them with the appointment and the course: booking checks and prices each booking.
ALTER TABLE appointment_view ADD COLUMN membership_type_availabilities jsonb NOT NULL DEFAULT '[]';
