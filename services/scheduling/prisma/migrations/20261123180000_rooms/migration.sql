-- Rooms of identity's locations and their blockings (spec section 3, Room).
CREATE TABLE room (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  location_id uuid NOT NULL,
  capacity integer,
  description text,
  active boolean NOT NULL DEFAULT true,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX room_company_id_location_id_idx ON room (company_id, location_id);
SELECT kit_enable_tenant_rls('room');

CREATE TABLE room_blocking (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  room_id uuid NOT NULL REFERENCES room (id) ON DELETE CASCADE,
  name text,
  all_day boolean NOT NULL DEFAULT false,
  date_from date NOT NULL,
  date_till date NOT NULL,
  time_from text NOT NULL,
  time_till text NOT NULL,
  period integer NOT NULL DEFAULT 1,
  each_on_day integer NOT NULL DEFAULT 1,
  period_values text,
  created_date timestamptz(3) NOT NULL DEFAULT now(),
  CHECK (date_till >= date_from),
  CHECK (period IN (1, 2, 3)),
  CHECK (each_on_day >= 1)
);
CREATE INDEX room_blocking_room_id_idx ON room_blocking (room_id);
SELECT kit_enable_tenant_rls('room_blocking');
