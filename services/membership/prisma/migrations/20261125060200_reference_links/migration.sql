-- Spec reference links (ReferenceParents): an entry tied to a parent. The parent may be an
-- attendee or a membership type, so it has no foreign key (the operations remove links with
-- their parent); a linked entry cannot be deleted (restrict).
CREATE TABLE reference_link (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  type text NOT NULL,
  parent_id uuid NOT NULL,
  reference_id uuid NOT NULL REFERENCES reference_entry (id),
  text text,
  level integer,
  from_date date,
  till_date date,
  id_number text
);
CREATE INDEX reference_link_company_id_parent_id_idx ON reference_link (company_id, parent_id);
CREATE INDEX reference_link_reference_id_idx ON reference_link (reference_id);
SELECT kit_enable_tenant_rls('reference_link');
