-- Excel imports and exports (decision 0055): the stored workbook, its state and its log.
CREATE TABLE excel_file (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  kind text NOT NULL CHECK (kind IN ('import', 'export')),
  template text NOT NULL,
  culture text NOT NULL,
  name text NOT NULL,
  size integer NOT NULL DEFAULT 0,
  content bytea,
  state text NOT NULL CHECK (state IN ('Loading', 'Success', 'Failure')),
  row_count integer NOT NULL DEFAULT 0,
  log jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_by_user_id uuid NOT NULL,
  creator_full_name text NOT NULL DEFAULT '',
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX excel_file_company_id_kind_created_date_idx ON excel_file (company_id, kind, created_date);
SELECT kit_enable_tenant_rls('excel_file');

-- Staff names from identity's events, so a file names who made it.
CREATE TABLE excel_staff_name (
  user_id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  full_name text NOT NULL
);
SELECT kit_enable_tenant_rls('excel_staff_name');
