-- Identity's staff and scheduling's courses as their events announce them: the parents of
-- SkillTrainer and SkillCourse links are accepted only when the caller's company has them
-- (decision 0040).
CREATE TABLE trainer_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX trainer_view_company_id_idx ON trainer_view (company_id);
SELECT kit_enable_tenant_rls('trainer_view');

CREATE TABLE course_view (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  name text NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX course_view_company_id_idx ON course_view (company_id);
SELECT kit_enable_tenant_rls('course_view');
