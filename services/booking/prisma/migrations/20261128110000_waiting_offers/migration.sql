-- Timed waiting-list offers (decision 0048): with offer hours > 0 a freed place is held for the
-- first waiting attendee until expires_at instead of being given away. The held place stays
-- counted in appointment_view.confirmed_count, so the seat statement needs no change to keep it.
CREATE TABLE waiting_offer (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  attendance_id uuid NOT NULL REFERENCES attendance (id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL,
  attendee_id uuid NOT NULL,
  offered_at timestamptz(3) NOT NULL DEFAULT now(),
  expires_at timestamptz(3) NOT NULL,
  -- WITHDRAWN: the waiting entry went another way (staff, a clash, the appointment's cancellation).
  state text NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN')),
  closed_at timestamptz(3)
);
-- One open offer per waiting attendance: two cancellations cannot offer the same member two places.
CREATE UNIQUE INDEX waiting_offer_open_unique ON waiting_offer (attendance_id) WHERE state = 'OPEN';
-- The expiry sweep's scan across companies, and the open offers of an appointment.
CREATE INDEX waiting_offer_due_idx ON waiting_offer (expires_at) WHERE state = 'OPEN';
CREATE INDEX waiting_offer_appointment_idx ON waiting_offer (company_id, appointment_id) WHERE state = 'OPEN';
SELECT kit_enable_tenant_rls('waiting_offer');
