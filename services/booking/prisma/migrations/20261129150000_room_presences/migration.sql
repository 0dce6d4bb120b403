-- Rooms and who is in them (spec sections 3 and 7: RoomPresences, PresenceAttendances; decision 0059).
-- Scheduling's rooms (scheduling.room.*): which rooms a company has, where, and their names.
CREATE TABLE room_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  location_id uuid NOT NULL,
  capacity integer,
  active boolean NOT NULL DEFAULT true,
  -- A deleted room stays as a mark, so a late "created" or "updated" cannot bring it back.
  deleted boolean NOT NULL DEFAULT false,
  -- occurredAt of the event the row reflects: an older one is ignored.
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX room_view_location_idx ON room_view (company_id, location_id);
SELECT kit_enable_tenant_rls('room_view');

-- A visit's stay in one room of its location: open until left (one open stay per visit).
CREATE TABLE room_presence (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  presence_id uuid NOT NULL REFERENCES presence (id) ON DELETE CASCADE,
  room_id uuid NOT NULL,
  location_id uuid NOT NULL,
  attendee_id uuid,
  application_user_id uuid,
  -- The studio's calendar day of entering (booking's time zone), for lists per day.
  date date NOT NULL,
  time_enter timestamptz(3) NOT NULL DEFAULT now(),
  time_leave timestamptz(3),
  -- NotConfirmed 0 (default) or Confirmed 2, as attendances count them.
  status integer NOT NULL DEFAULT 0,
  is_online boolean GENERATED ALWAYS AS (time_leave IS NULL) STORED,
  CHECK (time_leave IS NULL OR time_leave >= time_enter),
  CHECK (status IN (0, 2))
);
CREATE UNIQUE INDEX room_presence_open ON room_presence (presence_id) WHERE time_leave IS NULL;
CREATE INDEX room_presence_location_idx ON room_presence (company_id, location_id, date);
CREATE INDEX room_presence_attendee_idx ON room_presence (company_id, attendee_id, date);
SELECT kit_enable_tenant_rls('room_presence');

-- The spec's PresenceAttendance has an id of its own (GET, PUT and DELETE by id); the pair stays unique.
ALTER TABLE presence_attendance ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX presence_attendance_id_key ON presence_attendance (id);
