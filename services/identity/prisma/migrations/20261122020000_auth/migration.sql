-- Authentication flows: e-mail confirmation, impersonated sessions, reset and confirmation keys.
ALTER TABLE app_user ADD COLUMN email_confirmed boolean NOT NULL DEFAULT false;

-- A refresh token issued to an impersonating admin keeps the impersonation on rotation.
ALTER TABLE refresh_token ADD COLUMN impersonator_id uuid;

CREATE TABLE user_token (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  user_id uuid NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_confirmation')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz(3) NOT NULL,
  used_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX user_token_user_id_idx ON user_token (user_id);
CREATE INDEX user_token_company_id_idx ON user_token (company_id);
SELECT kit_enable_tenant_rls('user_token');
