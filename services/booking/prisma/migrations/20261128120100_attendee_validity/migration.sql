-- The attendee copy learns its own validity from membership's attendee events: an inactive one
-- (switched off, tillDate passed, fromDate ahead) books nothing (spec section 3, Attendee).
ALTER TABLE attendee_view
  ADD COLUMN active boolean NOT NULL DEFAULT true,
  ADD COLUMN from_date date,
  ADD COLUMN till_date date;
