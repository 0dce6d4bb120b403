-- Invoices are issued numbered (per company and year, from a counter row) by a run or as a single
-- invoice; positions wait without an invoice (pending) until then.
DROP INDEX invoice_company_id_invoice_number_key;
DROP INDEX invoice_open_month_unique;
ALTER TABLE invoice
  ADD COLUMN invoice_year integer,
  ADD COLUMN attendee_full_name text NOT NULL DEFAULT '',
  ADD COLUMN due_date date,
  ADD COLUMN dunning_level integer NOT NULL DEFAULT 0,
  ADD COLUMN dunning_level1_date date,
  ADD COLUMN dunning_level2_date date,
  ADD COLUMN dunning_level3_date date,
  ADD COLUMN dunning_level4_date date,
  ADD COLUMN dunning_level5_date date,
  ADD COLUMN exported boolean NOT NULL DEFAULT false,
  ADD COLUMN exported_date_time timestamptz(3),
  ADD COLUMN exported_by_id uuid,
  ADD COLUMN marked_paid_date_time timestamptz(3),
  ADD COLUMN marked_paid_by_id uuid,
  ADD COLUMN marked_cancelled_date_time timestamptz(3),
  ADD COLUMN marked_cancelled_by_id uuid,
  ADD COLUMN complete boolean NOT NULL DEFAULT true,
  ADD COLUMN run_id uuid;
UPDATE invoice SET invoice_year = extract(year FROM created_date)::integer;
ALTER TABLE invoice ALTER COLUMN invoice_year SET NOT NULL;
ALTER TABLE invoice ADD COLUMN invoice_number_string text GENERATED ALWAYS AS (invoice_year::text || '-' || lpad(invoice_number::text, 5, '0')) STORED;
CREATE UNIQUE INDEX invoice_company_id_invoice_year_invoice_number_key ON invoice (company_id, invoice_year, invoice_number);
-- A run invoices an attendee once per period type and start (idempotent runs); single invoices are free.
CREATE UNIQUE INDEX invoice_period_unique ON invoice (company_id, attendee_id, period_type, period_start_date) WHERE period_type <> 2;
CREATE INDEX invoice_company_id_dunning_level_idx ON invoice (company_id, dunning_level);

-- The last number given per company and year: incremented in the invoice's transaction, so a
-- rolled-back invoice gives its number back and concurrent runs queue on the row (no gaps).
CREATE TABLE invoice_number_counter (
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  year integer NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (company_id, year)
);
SELECT kit_enable_tenant_rls('invoice_number_counter');

ALTER TABLE invoice_position
  ALTER COLUMN invoice_id DROP NOT NULL,
  ADD COLUMN attendee_full_name text NOT NULL DEFAULT '',
  ADD COLUMN note text,
  ADD COLUMN cost_info text,
  ADD COLUMN position_date date NOT NULL DEFAULT CURRENT_DATE,
  ADD COLUMN canceled_date timestamptz(3),
  ADD COLUMN canceled_by_id uuid,
  ADD COLUMN edited_date timestamptz(3),
  ADD COLUMN edited_by_id uuid,
  ADD COLUMN invoice_payment_status integer NOT NULL DEFAULT 0,
  ADD COLUMN invoice_number_string text,
  ADD COLUMN source_cost_id uuid,
  ADD COLUMN source_membership_type_id uuid,
  ADD COLUMN source_dunning_level integer,
  ADD COLUMN location_id uuid,
  ADD COLUMN department_id uuid;
UPDATE invoice_position p SET invoice_number_string = i.invoice_number_string FROM invoice i WHERE i.id = p.invoice_id;
-- The run's question: which positions of an attendee still wait for an invoice.
CREATE INDEX invoice_position_pending_idx ON invoice_position (company_id, for_attendee_id, position_date) WHERE invoice_id IS NULL;
CREATE UNIQUE INDEX invoice_position_dunning_fee_unique ON invoice_position (invoice_id, source_dunning_level) WHERE source_dunning_level IS NOT NULL;

-- status: running, finished, failed.
CREATE TABLE invoice_run (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  period_type integer NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  status text NOT NULL DEFAULT 'running',
  attendee_count integer NOT NULL DEFAULT 0,
  done_count integer NOT NULL DEFAULT 0,
  invoice_count integer NOT NULL DEFAULT 0,
  cent_sum integer NOT NULL DEFAULT 0,
  started_by_id uuid,
  started_date timestamptz(3) NOT NULL DEFAULT now(),
  finished_date timestamptz(3)
);
CREATE INDEX invoice_run_company_id_started_date_idx ON invoice_run (company_id, started_date);
SELECT kit_enable_tenant_rls('invoice_run');

CREATE TABLE billing_settings (
  company_id uuid PRIMARY KEY DEFAULT (current_setting('app.company_id', true))::uuid,
  due_days integer NOT NULL DEFAULT 14,
  dunning_fees integer[] NOT NULL DEFAULT '{0,500,500,1000,1000}',
  half_year_start_month integer NOT NULL DEFAULT 1
);
SELECT kit_enable_tenant_rls('billing_settings');

-- Read models of membership's attendees and membership types.
CREATE TABLE attendee_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  application_user_id uuid,
  first_name text NOT NULL,
  last_name text NOT NULL,
  memberships jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX attendee_view_company_id_idx ON attendee_view (company_id);
SELECT kit_enable_tenant_rls('attendee_view');

CREATE TABLE membership_type_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  cost integer NOT NULL,
  yearly boolean NOT NULL DEFAULT false,
  discounts jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX membership_type_view_company_id_idx ON membership_type_view (company_id);
SELECT kit_enable_tenant_rls('membership_type_view');
