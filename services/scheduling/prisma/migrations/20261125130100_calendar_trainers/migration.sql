-- The calendar filters by an appointment's trainers: a change of them changes the calendar's version too.
CREATE TRIGGER appointment_trainer_calendar_touch AFTER INSERT OR UPDATE OR DELETE ON appointment_trainer FOR EACH ROW EXECUTE FUNCTION calendar_touch();
