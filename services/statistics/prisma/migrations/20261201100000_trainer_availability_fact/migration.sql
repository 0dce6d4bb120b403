-- Decision 0067: trainers' availabilities (type 0) and absences (type 1) from
-- scheduling.trainer-availability.*, so the registration report shows trainers free or absent.
-- The recurrence is scheduling's: period Day 1, Week 2, Month 3, every each_on_day-th, on
-- period_values (weekdays 0 Sunday to 6, or days of month). Saved and deleted arrive on two
-- subjects, so a deletion stays as a tombstone (`deleted`, facts null when it came first) and a
-- save heard after it changes nothing. The key holds the company, so an id another company sends
-- meets no row of this one.
CREATE TABLE trainer_availability_fact (
  availability_id uuid NOT NULL,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  trainer_id uuid,
  type integer,
  all_day boolean,
  date_from date,
  date_till date,
  time_from text,
  time_till text,
  period integer,
  each_on_day integer,
  period_values text,
  deleted boolean NOT NULL DEFAULT false,
  occurred_at timestamptz(3) NOT NULL,
  PRIMARY KEY (company_id, availability_id)
);
CREATE INDEX trainer_availability_fact_trainer_id_idx ON trainer_availability_fact (trainer_id);
SELECT kit_enable_tenant_rls('trainer_availability_fact');
