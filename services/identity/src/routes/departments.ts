import { randomUUID } from 'node:crypto';
import { notFound, type ODataResource, type Router, type TxClient } from '@takt/kit';
import { ALL_ORGANISATION_ROLES, hasAnyRole, identityOrganisationRoutes as routes, NON_PAGED_LIMIT } from '@takt/proto';
import { recordAudit } from '../store/audit.ts';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../store/companies.ts';
import { DEPARTMENT_ORDER, setDepartmentResponsibles, toDepartmentDto, withDepartmentDetails } from '../store/department-details.ts';
import type { Department, Prisma } from '../store/generated/client.ts';
import { requireStaff } from '../store/staff.ts';
import { actorOf } from '../store/users.ts';
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

const auditView = (d: Department) => ({ id: d.id, name: d.name });

async function details(tx: TxClient<Client>, row: Department) {
  const [d] = await withDepartmentDetails(tx, [row]);
  return toDepartmentDto(d!);
}

export function departmentRoutes(r: Router<Client>): void {
  r.handle(routes.createDepartment, async ({ body, db, user }) =>
    db.tx(async (tx) => {
      const id = randomUUID();
      if (body.responsibleIds) await requireStaff(tx, body.responsibleIds);
      const created = await tx.department.create({ data: { id, name: body.name, creatorId: user.userId } });
      if (body.responsibleIds) await setDepartmentResponsibles(tx, id, body.responsibleIds);
      await recordAudit(tx, await actorOf(tx, user), {
        entityType: 'Department',
        entityId: id,
        action: 'created',
        after: auditView(created),
      });
      return { id };
    }),
  );

  r.handle(routes.updateDepartment, async ({ params, body, db, user }) =>
    db.tx(async (tx) => {
      const before = await tx.department.findFirst({ where: { id: params.id } });
      if (!before) throw notFound('Department');
      if (body.responsibleIds) await requireStaff(tx, body.responsibleIds);
      const after = await tx.department.update({ where: { id: params.id }, data: { name: body.name } });
      if (body.responsibleIds) await setDepartmentResponsibles(tx, params.id, body.responsibleIds);
      await recordAudit(tx, await actorOf(tx, user), {
        entityType: 'Department',
        entityId: params.id,
        action: 'updated',
        before: auditView(before),
        after: auditView(after),
      });
      return details(tx, after);
    }),
  );

  // Refs and responsibles go with it (foreign keys cascade).
  r.handle(routes.deleteDepartment, async ({ params, db, user }) => {
    await db.tx(async (tx) => {
      const before = await tx.department.findFirst({ where: { id: params.id } });
      if (!before) throw notFound('Department');
      await tx.department.deleteMany({ where: { id: params.id } });
      await recordAudit(tx, await actorOf(tx, user), {
        entityType: 'Department',
        entityId: params.id,
        action: 'deleted',
        before: auditView(before),
      });
    });
    return { ok: true };
  });

  r.handle(routes.getDepartment, async ({ params, db }) =>
    db.tx(async (tx) => {
      const row = await tx.department.findFirst({ where: { id: params.id } });
      if (!row) throw notFound('Department');
      return details(tx, row);
    }),
  );

  r.list(routes.listDepartments, {
    resource,
    model: (tx) => ({
      findMany: async (args) =>
        withDepartmentDetails(tx, await tx.department.findMany(args as Parameters<typeof tx.department.findMany>[0])),
      count: (args) => tx.department.count(args as Parameters<typeof tx.department.count>[0]),
    }),
    map: toDepartmentDto,
  });

  r.handle(routes.getAllDepartments, async ({ db }) =>
    db.tx(async (tx) =>
      (await withDepartmentDetails(tx, await tx.department.findMany({ orderBy: DEPARTMENT_ORDER, take: NON_PAGED_LIMIT }))).map(
        toDepartmentDto,
      ),
    ),
  );

  // Spec section 6: users see their own departments; admins and managers see all of them.
  r.handle(routes.getOwnUserDepartments, async ({ db, user }) =>
    db.tx(async (tx) => {
      const where = hasAnyRole(user.roles, ALL_ORGANISATION_ROLES) ? {} : { id: { in: await ownDepartmentIds(tx, user.userId) } };
      const rows = await tx.department.findMany({ where, orderBy: DEPARTMENT_ORDER, take: NON_PAGED_LIMIT });
      return (await withDepartmentDetails(tx, rows)).map(toDepartmentDto);
    }),
  );

  r.handle(routes.getAllDepartmentsAnonymous, async ({ params, db }) =>
    asPublicCompany(db, params.companyId, async (tx) => {
      const rows = await tx.department.findMany({ orderBy: DEPARTMENT_ORDER, take: NON_PAGED_LIMIT, select: { id: true, name: true } });
      return rows;
    }),
  );

  r.handle(routes.listDepartmentsAnonymous, async ({ params, query, db }) =>
    asPublicCompany(db, params.companyId, async (tx) =>
      odataPage(
        query,
        publicResource,
        async (q) => {
          const where = q.where as Prisma.DepartmentWhereInput;
          const rows = await tx.department.findMany({
            where,
            orderBy: q.orderBy as Prisma.DepartmentOrderByWithRelationInput[],
            take: q.take,
            skip: q.skip,
          });
          return { rows, count: q.count ? await tx.department.count({ where }) : undefined };
        },
        (d) => ({ id: d.id, name: d.name }),
      ),
    ),
  );
}

/** Departments a user leads or is linked to by a department ref. */
async function ownDepartmentIds(tx: TxClient<Client>, userId: string): Promise<string[]> {
  const responsible = await tx.departmentResponsible.findMany({ where: { responsibleId: userId }, select: { departmentId: true } });
  const refs = await tx.departmentRef.findMany({ where: { userId }, select: { departmentId: true } });
  return [...new Set([...responsible, ...refs].map((r) => r.departmentId))];
}
