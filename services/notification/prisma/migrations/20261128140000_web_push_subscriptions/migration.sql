-- One browser's push subscription of one user; a row without endpoint is the user's "no" in the
-- app's own dialog. state: active, deactivated (switched off by the user), denied (that "no"),
-- gone (the push service answered 404 or 410).
CREATE TABLE web_push_subscription (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  user_id uuid NOT NULL,
  endpoint text,
  key_p256dh text,
  key_auth text,
  state text NOT NULL CHECK (state IN ('active', 'deactivated', 'denied', 'gone')),
  updated_date timestamptz(3) NOT NULL DEFAULT now(),
  CHECK ((endpoint IS NULL) = (state = 'denied'))
);
CREATE UNIQUE INDEX web_push_subscription_company_id_endpoint_key ON web_push_subscription (company_id, endpoint);
CREATE UNIQUE INDEX web_push_subscription_denied_key ON web_push_subscription (company_id, user_id) WHERE endpoint IS NULL;
CREATE INDEX web_push_subscription_company_id_user_id_idx ON web_push_subscription (company_id, user_id);
SELECT kit_enable_tenant_rls('web_push_subscription');

-- The deployment's VAPID key pair (one row): made at the first start, kept for every replica.
CREATE TABLE vapid_key (
  id smallint PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
