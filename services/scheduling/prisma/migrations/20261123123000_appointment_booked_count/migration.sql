-- Confirmed bookings per appointment, counted from booking's events, so lists can show free places.
ALTER TABLE appointment ADD COLUMN booked_count integer NOT NULL DEFAULT 0;
