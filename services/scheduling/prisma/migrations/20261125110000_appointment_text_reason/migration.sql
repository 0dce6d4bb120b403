-- A staff note on one appointment and the reason it was cancelled (spec section 3, Appointment).
ALTER TABLE appointment
  ADD COLUMN text text,
  ADD COLUMN reason text;
