-- Decision 0068: the attendee's characteristics (membership.attendee-characteristics.set, the whole
-- set with each link's dates) and when they were announced; they have their own order of events.
ALTER TABLE attendee_fact ADD COLUMN characteristics jsonb NOT NULL DEFAULT '[]';
ALTER TABLE attendee_fact ADD COLUMN characteristics_at timestamptz(3);

-- Billing's positions added from a catalogue cost (single costs): who was charged which cost on
-- which day, and whether the position is cancelled. The newest event by occurred_at wins.
CREATE TABLE cost_position_fact (
  position_id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  attendee_id uuid NOT NULL,
  cost_id uuid NOT NULL,
  date date NOT NULL,
  canceled boolean NOT NULL DEFAULT false,
  occurred_at timestamptz(3) NOT NULL
);
CREATE INDEX cost_position_fact_company_id_date_idx ON cost_position_fact (company_id, date);
SELECT kit_enable_tenant_rls('cost_position_fact');
