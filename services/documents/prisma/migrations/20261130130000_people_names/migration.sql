-- The names a document shows for its creator and responsible (spec: "responsibleId and name,
-- creatorUserId and name"). Staff names were kept for Excel files only; they serve both now.
ALTER TABLE excel_staff_name RENAME TO staff_name;
ALTER TABLE staff_name RENAME CONSTRAINT excel_staff_name_pkey TO staff_name_pkey;

-- Members' names from membership's attendee events: a member's login uploads files too.
CREATE TABLE member_name (
  attendee_id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  application_user_id uuid,
  full_name text NOT NULL
);
CREATE INDEX member_name_application_user_id_idx ON member_name (application_user_id);
SELECT kit_enable_tenant_rls('member_name');
