CREATE TABLE document (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  parent_id uuid,
  document_name text NOT NULL,
  document_type text NOT NULL,
  document_size integer NOT NULL,
  visible_for_user boolean NOT NULL DEFAULT true,
  content bytea NOT NULL,
  created_by_user_id uuid NOT NULL,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX document_company_id_parent_id_idx ON document (company_id, parent_id);
SELECT kit_enable_tenant_rls('document');
