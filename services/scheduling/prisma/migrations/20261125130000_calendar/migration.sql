-- The calendar (spec section 3): a version per company that changes with every write to what
-- the calendar shows, so a cached public calendar is keyed by it and never served stale; and
-- the secret iCal feed URLs.
CREATE TABLE calendar_version (
  company_id uuid PRIMARY KEY DEFAULT (current_setting('app.company_id', true))::uuid,
  version bigint NOT NULL
);
SELECT kit_enable_tenant_rls('calendar_version');

-- The writing transaction's id: unique per transaction, so one bulk write bumps the row once.
CREATE OR REPLACE FUNCTION calendar_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calendar_version (company_id, version)
  VALUES (COALESCE(NEW.company_id, OLD.company_id), txid_current())
  ON CONFLICT (company_id) DO UPDATE SET version = EXCLUDED.version
  WHERE calendar_version.version <> EXCLUDED.version;
  RETURN NULL;
END
$$;

CREATE TRIGGER course_calendar_touch AFTER INSERT OR UPDATE OR DELETE ON course FOR EACH ROW EXECUTE FUNCTION calendar_touch();
CREATE TRIGGER date_time_calendar_touch AFTER INSERT OR UPDATE OR DELETE ON date_time FOR EACH ROW EXECUTE FUNCTION calendar_touch();
CREATE TRIGGER appointment_calendar_touch AFTER INSERT OR UPDATE OR DELETE ON appointment FOR EACH ROW EXECUTE FUNCTION calendar_touch();
CREATE TRIGGER room_calendar_touch AFTER INSERT OR UPDATE OR DELETE ON room FOR EACH ROW EXECUTE FUNCTION calendar_touch();
CREATE TRIGGER location_view_calendar_touch AFTER INSERT OR UPDATE OR DELETE ON location_view FOR EACH ROW EXECUTE FUNCTION calendar_touch();

CREATE TABLE calendar_feed (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  token text NOT NULL,
  kind text NOT NULL,
  target_id uuid NOT NULL,
  created_date timestamptz(3) NOT NULL DEFAULT now(),
  CHECK (kind IN ('location'))
);
CREATE UNIQUE INDEX calendar_feed_token_key ON calendar_feed (token);
CREATE INDEX calendar_feed_company_id_idx ON calendar_feed (company_id);
SELECT kit_enable_tenant_rls('calendar_feed');
