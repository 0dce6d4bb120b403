import { randomUUID } from 'node:crypto';
import { notFound, type Router, type TxClient } from '@takt/kit';
import { DepartmentRefOwner, identityOrganisationRoutes as routes, NON_PAGED_LIMIT } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { DepartmentRef } from '../store/generated/client.ts';

type Owner = (typeof DepartmentRefOwner)[number];

async function refsOf(tx: TxClient<Client>, owner: Owner, id: string) {
  const rows = await tx.departmentRef.findMany({ where: { [owner]: id }, take: NON_PAGED_LIMIT, orderBy: { createdDate: 'asc' } });
  const departments = await tx.department.findMany({
    where: { id: { in: rows.map((r) => r.departmentId) } },
    select: { id: true, name: true },
  });
  const name = new Map(departments.map((d) => [d.id, d.name]));
  return rows.map((r: DepartmentRef) => ({
    id: r.id,
    companyId: r.companyId,
    departmentId: r.departmentId,
    name: name.get(r.departmentId) ?? '',
    userId: r.userId,
    courseId: r.courseId,
    locationId: r.locationId,
    attendeeId: r.attendeeId,
  }));
}

/** Links of departments to users, courses, locations and attendees (spec section 7, People). */
export function departmentRefRoutes(r: Router<Client>): void {
  // Replace-all for the one owner named in the body; ids of identity's own rows are checked,
  // course and attendee ids belong to other services and are kept as given.
  r.handle(routes.addDepartmentRefs, async ({ body, db }) =>
    db.tx(async (tx) => {
      const owner = DepartmentRefOwner.find((k) => body[k])!;
      const ownerId = body[owner]!;
      if (owner === 'userId' && !(await tx.user.findFirst({ where: { id: ownerId }, select: { id: true } }))) throw notFound('User');
      if (owner === 'locationId' && !(await tx.location.findFirst({ where: { id: ownerId }, select: { id: true } })))
        throw notFound('Location');
      const departmentIds = [...new Set(body.departmentIds)];
      if ((await tx.department.count({ where: { id: { in: departmentIds } } })) !== departmentIds.length) throw notFound('Department');
      await tx.departmentRef.deleteMany({ where: { [owner]: ownerId } });
      if (departmentIds.length) {
        await tx.departmentRef.createMany({
          data: departmentIds.map((departmentId) => ({ id: randomUUID(), departmentId, [owner]: ownerId })),
        });
      }
      return refsOf(tx, owner, ownerId);
    }),
  );

  const byOwner = [
    [routes.getDepartmentRefsByUser, 'userId'],
    [routes.getDepartmentRefsByCourse, 'courseId'],
    [routes.getDepartmentRefsByLocation, 'locationId'],
    [routes.getDepartmentRefsByAttendee, 'attendeeId'],
  ] as const;
  for (const [contract, owner] of byOwner) {
    r.handle(contract, async ({ params, db }) => db.tx((tx) => refsOf(tx, owner, params.id)));
  }
}
