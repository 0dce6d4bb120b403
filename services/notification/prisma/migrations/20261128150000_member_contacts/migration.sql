-- Where and in which language a member's mails go: address and first name from membership's
-- attendee events, language from identity's (German until the member picks English).
CREATE TABLE member_contact (
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  user_id uuid NOT NULL,
  email text,
  first_name text,
  language text NOT NULL DEFAULT 'de' CHECK (language IN ('de', 'en')),
  PRIMARY KEY (company_id, user_id)
);
SELECT kit_enable_tenant_rls('member_contact');
