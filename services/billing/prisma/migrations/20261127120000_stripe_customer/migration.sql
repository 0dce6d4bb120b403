-- The company's own Stripe customer (issue 10 item 5): one per company. The licence figures last
-- published (billing.licences.set) so a webhook or call that changes nothing publishes nothing.
CREATE TABLE stripe_customer (
  company_id uuid PRIMARY KEY DEFAULT (current_setting('app.company_id', true))::uuid,
  customer_id text NOT NULL,
  total_licences integer,
  max_attendees integer,
  synced_at timestamptz(3),
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX stripe_customer_customer_id_key ON stripe_customer (customer_id);
SELECT kit_enable_tenant_rls('stripe_customer');
