-- Course fields of spec section 3 that scheduling owns, membership-type availabilities and course logos.
ALTER TABLE course
  ADD COLUMN nr text,
  ADD COLUMN responsible_id uuid,
  ADD COLUMN requires_approval boolean NOT NULL DEFAULT false,
  ADD COLUMN tariff_id uuid;

-- Which membership types may book a course and at what price (none listed: anyone may).
CREATE TABLE course_membership_type (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  course_id uuid NOT NULL REFERENCES course (id) ON DELETE CASCADE,
  membership_type_id uuid NOT NULL,
  cent_cost integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX course_membership_type_course_id_membership_type_id_key ON course_membership_type (course_id, membership_type_id);
SELECT kit_enable_tenant_rls('course_membership_type');

-- A course's logo lives apart from the row, so course reads never carry the image.
CREATE TABLE course_logo (
  course_id uuid PRIMARY KEY REFERENCES course (id) ON DELETE CASCADE,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  bytes bytea NOT NULL,
  content_type text NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
SELECT kit_enable_tenant_rls('course_logo');
