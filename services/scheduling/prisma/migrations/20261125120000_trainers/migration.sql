-- Trainers in scheduling (spec section 3): identity's staff as a read model, their availabilities
-- and absences, and the trainers of course date-times and of appointments.
CREATE TABLE trainer_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  first_name text NOT NULL,
  last_name text NOT NULL,
  roles text[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX trainer_view_company_id_idx ON trainer_view (company_id);
SELECT kit_enable_tenant_rls('trainer_view');

CREATE TABLE trainer_availability (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  trainer_id uuid NOT NULL,
  name text,
  text text,
  type integer NOT NULL DEFAULT 0,
  all_day boolean NOT NULL DEFAULT false,
  date_from date NOT NULL,
  date_till date NOT NULL,
  time_from text NOT NULL,
  time_till text NOT NULL,
  period integer NOT NULL DEFAULT 1,
  each_on_day integer NOT NULL DEFAULT 1,
  period_values text,
  creator_id uuid,
  created_date timestamptz(3) NOT NULL DEFAULT now(),
  CHECK (date_till >= date_from),
  CHECK (type IN (0, 1)),
  CHECK (period IN (1, 2, 3)),
  CHECK (each_on_day >= 1)
);
CREATE INDEX trainer_availability_trainer_id_idx ON trainer_availability (trainer_id);
SELECT kit_enable_tenant_rls('trainer_availability');

CREATE TABLE course_trainer (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  course_id uuid NOT NULL,
  date_time_id uuid NOT NULL REFERENCES date_time (id) ON DELETE CASCADE,
  trainer_id uuid NOT NULL,
  is_substitute boolean NOT NULL DEFAULT false,
  creator_id uuid,
  created_date timestamptz(3) NOT NULL DEFAULT now(),
  CONSTRAINT course_trainer_date_time_trainer_unique UNIQUE (date_time_id, trainer_id)
);
CREATE INDEX course_trainer_trainer_id_idx ON course_trainer (trainer_id);
SELECT kit_enable_tenant_rls('course_trainer');

CREATE TABLE appointment_trainer (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  appointment_id uuid NOT NULL REFERENCES appointment (id) ON DELETE CASCADE,
  trainer_id uuid NOT NULL,
  is_substitute boolean NOT NULL DEFAULT false,
  created_date timestamptz(3) NOT NULL DEFAULT now(),
  CONSTRAINT appointment_trainer_appointment_trainer_unique UNIQUE (appointment_id, trainer_id)
);
CREATE INDEX appointment_trainer_trainer_id_idx ON appointment_trainer (trainer_id);
SELECT kit_enable_tenant_rls('appointment_trainer');
