CREATE TABLE invoice (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  invoice_number integer NOT NULL,
  attendee_id uuid NOT NULL,
  attendee_app_user_id uuid,
  period_start_date date NOT NULL,
  period_end_date date NOT NULL,
  period_type integer NOT NULL DEFAULT 0,
  payment_status integer NOT NULL DEFAULT 0,
  cent_cost_sum integer NOT NULL DEFAULT 0,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX invoice_company_id_invoice_number_key ON invoice (company_id, invoice_number);
CREATE INDEX invoice_company_id_attendee_id_period_start_date_idx ON invoice (company_id, attendee_id, period_start_date);
-- At most one open monthly invoice per attendee and month: the consumer's lock is the first wall, this the second.
CREATE UNIQUE INDEX invoice_open_month_unique ON invoice (company_id, attendee_id, period_start_date)
  WHERE payment_status = 0 AND period_type = 0;
SELECT kit_enable_tenant_rls('invoice');

CREATE TABLE invoice_position (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  invoice_id uuid NOT NULL REFERENCES invoice (id),
  for_attendee_id uuid NOT NULL,
  description text NOT NULL,
  cent_cost integer NOT NULL,
  canceled boolean NOT NULL DEFAULT false,
  source_appointment_id uuid,
  source_attendance_id uuid UNIQUE,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX invoice_position_company_id_invoice_id_idx ON invoice_position (company_id, invoice_id);
SELECT kit_enable_tenant_rls('invoice_position');
