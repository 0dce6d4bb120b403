-- Who cancelled and whether it was within the late-cancellation window before the start.
ALTER TABLE attendance
  ADD COLUMN late_cancellation boolean NOT NULL DEFAULT false,
  ADD COLUMN canceled_by_user_id uuid;

-- The waiting list of an appointment in order (promotion takes the first).
CREATE INDEX attendance_waiting_idx ON attendance (appointment_id, waiting_list_number) WHERE status = 4;
