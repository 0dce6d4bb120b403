CREATE TABLE course (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  description text,
  color text NOT NULL DEFAULT '#D0D0D0',
  type integer NOT NULL DEFAULT 0,
  max_attendees integer NOT NULL,
  min_attendees integer,
  bookable_as_series boolean NOT NULL DEFAULT false,
  location_id uuid,
  cent_cost integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX course_company_id_idx ON course (company_id);
SELECT kit_enable_tenant_rls('course');

CREATE TABLE date_time (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  course_id uuid NOT NULL REFERENCES course (id),
  name text,
  date_from date NOT NULL,
  date_till date NOT NULL,
  time_from text NOT NULL,
  time_till text NOT NULL,
  period integer NOT NULL DEFAULT 1,
  each_on_day integer NOT NULL DEFAULT 1,
  period_values text,
  max_attendees integer,
  room_id uuid,
  created_date timestamptz(3) NOT NULL DEFAULT now(),
  CHECK (date_till >= date_from),
  CHECK (period IN (1, 2, 3)),
  CHECK (each_on_day >= 1)
);
CREATE INDEX date_time_course_id_idx ON date_time (course_id);
SELECT kit_enable_tenant_rls('date_time');

CREATE TABLE appointment (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  course_id uuid NOT NULL REFERENCES course (id),
  date_time_id uuid REFERENCES date_time (id),
  room_id uuid,
  date date NOT NULL,
  time_from text NOT NULL,
  time_till text NOT NULL,
  max_attendees integer NOT NULL,
  course_name text NOT NULL,
  course_type integer NOT NULL,
  is_cancelled boolean NOT NULL DEFAULT false,
  canceled_date timestamptz(3),
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
-- One appointment per date-time and date: generating again skips what exists.
CREATE UNIQUE INDEX appointment_date_time_id_date_key ON appointment (date_time_id, date);
CREATE INDEX appointment_company_id_date_idx ON appointment (company_id, date);
SELECT kit_enable_tenant_rls('appointment');
