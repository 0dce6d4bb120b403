-- Check-in (spec sections 3 and 4): when an attendance was checked in at the door, and the current
-- version of each member's personal code (a revoked code's version is no longer accepted).
ALTER TABLE attendance ADD COLUMN checked_in_date timestamptz(3);

CREATE TABLE member_code (
  attendee_id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
SELECT kit_enable_tenant_rls('member_code');
