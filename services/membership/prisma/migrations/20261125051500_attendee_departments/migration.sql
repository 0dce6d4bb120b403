-- Identity's department refs of attendees (identity.department-refs.replaced with owner
-- attendeeId), replaced as a whole per attendee: the attendee lists narrow by department.
CREATE TABLE attendee_department (
  attendee_id uuid NOT NULL,
  department_id uuid NOT NULL,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  PRIMARY KEY (attendee_id, department_id)
);
CREATE INDEX attendee_department_company_id_idx ON attendee_department (company_id);
CREATE INDEX attendee_department_department_id_idx ON attendee_department (department_id);
SELECT kit_enable_tenant_rls('attendee_department');
