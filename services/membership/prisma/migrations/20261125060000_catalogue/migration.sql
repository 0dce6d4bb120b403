-- Membership types complete (spec section 3 catalogue entries): entry type, age range, documents.
ALTER TABLE membership_type
  ADD COLUMN type integer NOT NULL DEFAULT 2,
  ADD COLUMN min_age integer,
  ADD COLUMN max_age integer,
  ADD COLUMN required_documents text;

-- The reference tables of the catalogue share one shape; the table name is proto's closed list.
CREATE TABLE reference_entry (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  table_name text NOT NULL,
  name text NOT NULL,
  info text,
  type integer NOT NULL DEFAULT 1,
  cost integer,
  min_age integer,
  max_age integer,
  active boolean NOT NULL DEFAULT true,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX reference_entry_company_id_table_name_idx ON reference_entry (company_id, table_name);
SELECT kit_enable_tenant_rls('reference_entry');

-- A member status used by an override cannot be deleted (restrict); the type takes its overrides along.
CREATE TABLE membership_type_cost_override (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  membership_type_id uuid NOT NULL REFERENCES membership_type (id) ON DELETE CASCADE,
  member_status_id uuid NOT NULL REFERENCES reference_entry (id),
  cost integer NOT NULL
);
CREATE UNIQUE INDEX membership_type_cost_override_pair_unique ON membership_type_cost_override (membership_type_id, member_status_id);
CREATE INDEX membership_type_cost_override_company_id_idx ON membership_type_cost_override (company_id);
SELECT kit_enable_tenant_rls('membership_type_cost_override');

-- A discount belongs to an entry with a cost: a cost of the reference tables or a membership type
-- (no foreign key, as it may name either; the operations delete it with its entry).
CREATE TABLE cost_discount (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  cost_id uuid NOT NULL,
  alt_name text,
  alt_cost integer NOT NULL,
  date_from date NOT NULL,
  date_till date
);
CREATE INDEX cost_discount_cost_id_idx ON cost_discount (cost_id);
CREATE INDEX cost_discount_company_id_idx ON cost_discount (company_id);
SELECT kit_enable_tenant_rls('cost_discount');

CREATE TABLE tariff (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  tariff_name text,
  creator_id uuid,
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX tariff_company_id_idx ON tariff (company_id);
SELECT kit_enable_tenant_rls('tariff');

CREATE TABLE tariff_ref (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  tariff_id uuid NOT NULL REFERENCES tariff (id) ON DELETE CASCADE,
  membership_type_id uuid NOT NULL REFERENCES membership_type (id) ON DELETE CASCADE,
  cost integer NOT NULL,
  cost_type integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX tariff_ref_pair_unique ON tariff_ref (tariff_id, membership_type_id);
CREATE INDEX tariff_ref_company_id_idx ON tariff_ref (company_id);
SELECT kit_enable_tenant_rls('tariff_ref');
