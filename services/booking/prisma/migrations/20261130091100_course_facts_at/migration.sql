-- occurredAt of the scheduling event that set a course's name and location (and its appointments'
-- types, prices and approval flag): an older one handled late changes nothing (decision 0077).
ALTER TABLE course_view ADD COLUMN facts_at timestamptz(3);
