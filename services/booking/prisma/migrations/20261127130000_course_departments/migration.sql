-- Identity's department refs of courses (identity.department-refs.replaced, owner courseId): the
-- attendance lists of a department (GetInDepartment) are those of its courses' appointments.
CREATE TABLE course_department (
  course_id uuid NOT NULL,
  department_id uuid NOT NULL,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  PRIMARY KEY (course_id, department_id)
);
CREATE INDEX course_department_department_idx ON course_department (department_id);
SELECT kit_enable_tenant_rls('course_department');
