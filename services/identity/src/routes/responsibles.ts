import { notFound, type ODataResource, type Router, type TxClient } from '@takt/kit';
import { identityOrganisationRoutes as routes } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { setDepartmentResponsibles } from '../store/department-details.ts';
import type { DepartmentResponsible, LocationResponsible } from '../store/generated/client.ts';
import { setLocationResponsibles } from '../store/location-details.ts';
import { fullName } from '../domain/user-rules.ts';
import { requireStaff, usersById } from '../store/staff.ts';

type Row = (DepartmentResponsible | LocationResponsible) & { responsibleFullName?: string };

async function withNames<T extends DepartmentResponsible | LocationResponsible>(
  tx: TxClient<Client>,
  rows: T[],
): Promise<(T & { responsibleFullName: string })[]> {
  const users = await usersById(
    tx,
    rows.map((r) => r.responsibleId),
  );
  return rows.map((r) => {
    const u = users.get(r.responsibleId);
    return { ...r, responsibleFullName: u ? fullName(u) : '' };
  });
}

const toDto = (r: Row) => ({
  id: r.id,
  companyId: r.companyId,
  ...('departmentId' in r ? { departmentId: r.departmentId } : { locationId: r.locationId }),
  responsibleId: r.responsibleId,
  responsibleFullName: r.responsibleFullName ?? '',
});

const resource = (parent: 'departmentId' | 'locationId'): ODataResource => ({
  fields: { id: { type: 'uuid' }, [parent]: { type: 'uuid' }, responsibleId: { type: 'uuid' } },
  defaultOrder: [{ name: 'id', direction: 'asc' }],
});

/** Responsibles of departments and locations; AddMultiple replaces the whole set. */
export function responsibleRoutes(r: Router<Client>): void {
  r.handle(routes.addDepartmentResponsibles, async ({ body, db }) =>
    db.tx(async (tx) => {
      if (!(await tx.department.findFirst({ where: { id: body.departmentId }, select: { id: true } }))) throw notFound('Department');
      await requireStaff(tx, body.responsibleIds);
      await setDepartmentResponsibles(tx, body.departmentId, body.responsibleIds);
      return (await withNames(tx, await tx.departmentResponsible.findMany({ where: { departmentId: body.departmentId } }))).map(toDto);
    }),
  );

  r.handle(routes.addLocationResponsibles, async ({ body, db }) =>
    db.tx(async (tx) => {
      if (!(await tx.location.findFirst({ where: { id: body.locationId }, select: { id: true } }))) throw notFound('Location');
      await requireStaff(tx, body.responsibleIds);
      await setLocationResponsibles(tx, body.locationId, body.responsibleIds);
      return (await withNames(tx, await tx.locationResponsible.findMany({ where: { locationId: body.locationId } }))).map(toDto);
    }),
  );

  r.list(routes.listDepartmentResponsibles, {
    resource: resource('departmentId'),
    model: (tx) => ({
      findMany: async (args) =>
        withNames(tx, await tx.departmentResponsible.findMany(args as Parameters<typeof tx.departmentResponsible.findMany>[0])),
      count: (args) => tx.departmentResponsible.count(args as Parameters<typeof tx.departmentResponsible.count>[0]),
    }),
    map: toDto,
  });

  r.list(routes.listLocationResponsibles, {
    resource: resource('locationId'),
    model: (tx) => ({
      findMany: async (args) =>
        withNames(tx, await tx.locationResponsible.findMany(args as Parameters<typeof tx.locationResponsible.findMany>[0])),
      count: (args) => tx.locationResponsible.count(args as Parameters<typeof tx.locationResponsible.count>[0]),
    }),
    map: toDto,
  });
}
