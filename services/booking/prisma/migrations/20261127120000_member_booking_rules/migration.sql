-- The price the membership rule gave at booking, kept with the attendance (null for bookings made
-- before it was stored: readers fall back to the rule).
ALTER TABLE attendance ADD COLUMN cent_cost integer;
