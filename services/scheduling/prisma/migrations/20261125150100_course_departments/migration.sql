-- Identity's department refs of courses (identity.department-refs.replaced): the calendar and
-- course lists filter by department.
CREATE TABLE course_department (
  course_id uuid NOT NULL,
  department_id uuid NOT NULL,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  PRIMARY KEY (course_id, department_id)
);
CREATE INDEX course_department_department_idx ON course_department (department_id);
SELECT kit_enable_tenant_rls('course_department');
CREATE TRIGGER course_department_calendar_touch AFTER INSERT OR UPDATE OR DELETE ON course_department FOR EACH ROW EXECUTE FUNCTION calendar_touch();
