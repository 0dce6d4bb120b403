-- Seats of an appointment kept on its read-model row, so a booking takes a place or a waiting
-- number with one conditional UPDATE instead of counting attendances under a row lock.
ALTER TABLE appointment_view
  ADD COLUMN confirmed_count integer NOT NULL DEFAULT 0,
  ADD COLUMN last_waiting_number integer NOT NULL DEFAULT 0;

UPDATE appointment_view v SET
  confirmed_count = (SELECT count(*) FROM attendance a WHERE a.appointment_id = v.id AND a.status = 2),
  last_waiting_number = COALESCE((SELECT max(a.waiting_list_number) FROM attendance a WHERE a.appointment_id = v.id), 0);

-- Waiting numbers are handed out once per appointment; the index makes a duplicate impossible.
CREATE UNIQUE INDEX attendance_waiting_number_unique ON attendance (appointment_id, waiting_list_number) WHERE status = 4;
