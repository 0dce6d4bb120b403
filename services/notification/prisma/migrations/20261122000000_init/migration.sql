CREATE TABLE web_push_message (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  user_id uuid NOT NULL,
  tag text,
  title text NOT NULL,
  text text NOT NULL,
  read boolean NOT NULL DEFAULT false,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX web_push_message_company_id_user_id_created_date_idx ON web_push_message (company_id, user_id, created_date);
SELECT kit_enable_tenant_rls('web_push_message');
