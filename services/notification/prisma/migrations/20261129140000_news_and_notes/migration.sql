-- News with validity dates, targets and a logo; notes on a person; the read models they need
-- (decision 0058).
CREATE TABLE news (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  active boolean NOT NULL DEFAULT true,
  subject text NOT NULL,
  text text NOT NULL DEFAULT '',
  user_permissions text[] NOT NULL DEFAULT '{}',
  from_date date NOT NULL,
  till_date date,
  creator_user_id uuid,
  creator_full_name text,
  created_date timestamptz(3) NOT NULL DEFAULT now(),
  CHECK (till_date IS NULL OR till_date >= from_date)
);
CREATE INDEX news_company_id_from_date_idx ON news (company_id, from_date);
SELECT kit_enable_tenant_rls('news');

-- A target of a news: a location or a department (a news without targets is for everyone).
CREATE TABLE news_ref (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  news_id uuid NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  location_id uuid,
  department_id uuid,
  CHECK ((location_id IS NULL) <> (department_id IS NULL))
);
CREATE INDEX news_ref_company_id_news_id_idx ON news_ref (company_id, news_id);
SELECT kit_enable_tenant_rls('news_ref');

-- The logo lives apart from the row, so news lists never carry the image.
CREATE TABLE news_logo (
  news_id uuid PRIMARY KEY REFERENCES news (id) ON DELETE CASCADE,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  bytes bytea NOT NULL,
  content_type text NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
SELECT kit_enable_tenant_rls('news_logo');

-- type: Default 0, CheckInNote 1; status: Unread 0, Read 1 (spec section 3).
CREATE TABLE note (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  parent_id uuid NOT NULL,
  name text NOT NULL,
  text text NOT NULL DEFAULT '',
  type smallint NOT NULL DEFAULT 0 CHECK (type IN (0, 1)),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  created_date timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX note_company_id_parent_id_idx ON note (company_id, parent_id, created_date);
SELECT kit_enable_tenant_rls('note');

-- identity's locations (news targets are checked against them).
CREATE TABLE location_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX location_view_company_id_idx ON location_view (company_id);
SELECT kit_enable_tenant_rls('location_view');

-- Staff names (identity's staff events): a news names its creator.
CREATE TABLE staff_name (
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  user_id uuid NOT NULL,
  full_name text NOT NULL,
  PRIMARY KEY (company_id, user_id)
);
SELECT kit_enable_tenant_rls('staff_name');

-- Members a news reaches: membership's attendees with their login, main and additional locations,
-- and identity's department refs of the attendee. Notes name an attendee as parent.
CREATE TABLE member_audience (
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  attendee_id uuid NOT NULL,
  user_id uuid,
  main_location_id uuid,
  location_ids uuid[] NOT NULL DEFAULT '{}',
  department_ids uuid[] NOT NULL DEFAULT '{}',
  deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, attendee_id)
);
SELECT kit_enable_tenant_rls('member_audience');
