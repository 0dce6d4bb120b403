-- Documents get the spec's fields (decision 0054): a parent hierarchy (folders are documents
-- without a file), kinds, categories, visibility per role and per user, priority, comments flag,
-- responsible and notification count. Files move out of the row into a file store (disk or S3);
-- rows written before keep their bytes in `content` and are served from there.
ALTER TABLE document
  ALTER COLUMN document_name DROP NOT NULL,
  ALTER COLUMN document_type DROP NOT NULL,
  ALTER COLUMN document_size DROP NOT NULL,
  ALTER COLUMN content DROP NOT NULL,
  ADD COLUMN storage_key text,
  ADD COLUMN title text,
  ADD COLUMN text text,
  ADD COLUMN type text NOT NULL DEFAULT 'document',
  ADD COLUMN for_id uuid,
  ADD COLUMN category text,
  ADD COLUMN visible_roles text[] NOT NULL DEFAULT '{trainer,attendee,interested}',
  ADD COLUMN visible_user_ids uuid[] NOT NULL DEFAULT '{}',
  ADD COLUMN priority_variant_id integer,
  ADD COLUMN active boolean NOT NULL DEFAULT true,
  ADD COLUMN is_allow_comment boolean NOT NULL DEFAULT false,
  ADD COLUMN responsible_id uuid,
  ADD COLUMN notification_count integer NOT NULL DEFAULT 0,
  ADD COLUMN last_action_date timestamptz(3) NOT NULL DEFAULT now();

UPDATE document SET last_action_date = created_date;

CREATE INDEX document_company_id_category_idx ON document (company_id, category);
CREATE INDEX document_company_id_type_idx ON document (company_id, type);

-- An applicant's files hang under their attendee (not a document): only the applicant and the
-- office see them, never every member.
UPDATE document SET visible_roles = '{}'
WHERE parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM document p WHERE p.id = document.parent_id);
