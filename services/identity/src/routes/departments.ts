import type { Router } from '@takt/kit';
import { identityOrganisationContracts as routes } from '@takt/proto';
import { createDepartment } from '../operations/create-department.ts';
import { deleteDepartment } from '../operations/delete-department.ts';
import { getDepartment } from '../operations/get-department.ts';
import { getDepartments } from '../operations/get-departments.ts';
import { getPublicDepartments } from '../operations/get-public-departments.ts';
import { updateDepartment } from '../operations/update-department.ts';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../operations/company-steps.ts';
import { toDepartmentDto, withDepartmentDetails } from '../store/department-details.ts';
import type { Department } from '../store/generated/client.ts';

export function departmentRoutes(r: Router<Client>): void {
  r.handle(routes.createDepartment, ({ body, db, user }) => createDepartment(db, user, body));
  r.handle(routes.updateDepartment, async ({ params, body, db, user }) =>
    toDepartmentDto(await updateDepartment(db, user, params.id, body)),
  );
  r.handle(routes.deleteDepartment, ({ params, db, user }) => deleteDepartment(db, user, params.id));
  r.handle(routes.getDepartment, async ({ params, db }) => toDepartmentDto(await getDepartment(db, params.id)));
  r.list(routes.listDepartments, { model: (tx) => tx.department, enrich: withDepartmentDetails, map: toDepartmentDto });
  r.handle(routes.getAllDepartments, async ({ db }) => (await getDepartments(db)).map(toDepartmentDto));
  r.handle(routes.getOwnUserDepartments, async ({ db, user }) => (await getDepartments(db, user)).map(toDepartmentDto));
  r.handle(routes.getAllDepartmentsAnonymous, ({ params, db }) => getPublicDepartments(db, params.companyId));
  r.list(routes.listDepartmentsAnonymous, {
    run: ({ params, db }, work) => asPublicCompany(db, params.companyId, work),
    model: (tx) => tx.department,
    map: (d: Department) => ({ id: d.id, name: d.name }),
  });
}
