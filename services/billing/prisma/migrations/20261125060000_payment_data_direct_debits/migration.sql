-- Payment data, mandates, SEPA direct-debit batches and returns (issue 10, billing-sepa).

-- Membership's attendees as billing needs them: names for debtor and screens. The invoice runs
-- (feat/billing-invoices, migration 20261125051500) create the same table with the same columns;
-- IF NOT EXISTS lets either branch land first.
CREATE TABLE IF NOT EXISTS attendee_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  application_user_id uuid,
  first_name text NOT NULL,
  last_name text NOT NULL,
  memberships jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS attendee_view_company_id_idx ON attendee_view (company_id);
SELECT kit_enable_tenant_rls('attendee_view');

-- Identity's company as the creditor of a direct debit; one row per tenant.
CREATE TABLE company_view (
  company_id uuid PRIMARY KEY DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  iban text,
  creditor_identifier text,
  return_fee_cents integer NOT NULL DEFAULT 500,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
SELECT kit_enable_tenant_rls('company_view');

-- type: DebitMandate 0, Invoice 1; interval: Monthly 0, Quarterly 1, Yearly 3, HalfYearly 4.
CREATE TABLE payment_data (
  attendee_id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  type integer NOT NULL DEFAULT 0,
  interval integer NOT NULL DEFAULT 0,
  iban text,
  bic text,
  account_holder text,
  mandate_reference text,
  mandate_date date,
  valid_from date,
  valid_till date,
  recurring boolean NOT NULL DEFAULT true,
  first_collection boolean NOT NULL DEFAULT true,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_data_company_id_mandate_reference_key ON payment_data (company_id, mandate_reference);
SELECT kit_enable_tenant_rls('payment_data');

CREATE TABLE direct_debit_batch (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  message_id text NOT NULL,
  format text NOT NULL,
  collection_date date NOT NULL,
  number_of_transactions integer NOT NULL,
  control_sum_cents integer NOT NULL,
  xml text NOT NULL,
  created_by_id uuid,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX direct_debit_batch_company_id_message_id_key ON direct_debit_batch (company_id, message_id);
SELECT kit_enable_tenant_rls('direct_debit_batch');

-- sequence_type: FRST 0, RCUR 1, OOFF 2, FNAL 3 (spec section 3).
CREATE TABLE direct_debit_transaction (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  batch_id uuid NOT NULL REFERENCES direct_debit_batch (id),
  invoice_id uuid NOT NULL REFERENCES invoice (id),
  attendee_id uuid NOT NULL,
  end_to_end_id text NOT NULL,
  amount_cents integer NOT NULL,
  sequence_type integer NOT NULL,
  mandate_reference text NOT NULL,
  returned_date timestamptz(3),
  return_reason text
);
CREATE UNIQUE INDEX direct_debit_transaction_company_id_end_to_end_id_key ON direct_debit_transaction (company_id, end_to_end_id);
CREATE INDEX direct_debit_transaction_company_id_batch_id_idx ON direct_debit_transaction (company_id, batch_id);
SELECT kit_enable_tenant_rls('direct_debit_transaction');

-- The invoice remembers the batch that collected it (cleared by a return) and its dunning level
-- (the invoice runs add dunning_level too, hence IF NOT EXISTS).
ALTER TABLE invoice ADD COLUMN collected_batch_id uuid REFERENCES direct_debit_batch (id);
ALTER TABLE invoice ADD COLUMN IF NOT EXISTS dunning_level integer NOT NULL DEFAULT 0;
