import type { ODataResource, Router } from '@takt/kit';
import { identityOrganisationRoutes as routes } from '@takt/proto';
import { createDepartment } from '../operations/create-department.ts';
import { deleteDepartment } from '../operations/delete-department.ts';
import { getDepartment } from '../operations/get-department.ts';
import { getDepartments } from '../operations/get-departments.ts';
import { getPublicDepartments } from '../operations/get-public-departments.ts';
import { pagePublicDepartments } from '../operations/page-public-departments.ts';
import { updateDepartment } from '../operations/update-department.ts';
import type { Client } from '../store/client.ts';
import { departmentsWithDetails, toDepartmentDto } from '../store/department-details.ts';
import { odataPage } from './odata-page.ts';

const resource: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    name: { type: 'string' },
    createdDate: { type: 'datetime' },
  },
  // Spec section 9: departments by name.
  defaultOrder: [{ name: 'name', direction: 'asc' }],
};

const publicResource: ODataResource = { fields: { id: { type: 'uuid' }, name: { type: 'string' } }, defaultOrder: resource.defaultOrder };

export function departmentRoutes(r: Router<Client>): void {
  r.handle(routes.createDepartment, ({ body, db, user }) => createDepartment(db, user, body));
  r.handle(routes.updateDepartment, async ({ params, body, db, user }) =>
    toDepartmentDto(await updateDepartment(db, user, params.id, body)),
  );
  r.handle(routes.deleteDepartment, ({ params, db, user }) => deleteDepartment(db, user, params.id));
  r.handle(routes.getDepartment, async ({ params, db }) => toDepartmentDto(await getDepartment(db, params.id)));
  r.list(routes.listDepartments, { resource, model: departmentsWithDetails, map: toDepartmentDto });
  r.handle(routes.getAllDepartments, async ({ db }) => (await getDepartments(db)).map(toDepartmentDto));
  r.handle(routes.getOwnUserDepartments, async ({ db, user }) => (await getDepartments(db, user)).map(toDepartmentDto));
  r.handle(routes.getAllDepartmentsAnonymous, ({ params, db }) => getPublicDepartments(db, params.companyId));
  r.handle(routes.listDepartmentsAnonymous, ({ params, query, db }) =>
    odataPage(
      query,
      publicResource,
      (q) => pagePublicDepartments(db, params.companyId, q),
      (d) => ({ id: d.id, name: d.name }),
    ),
  );
}
