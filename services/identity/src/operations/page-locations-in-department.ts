import { notFound, type Db, type ODataQuery } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { Prisma } from '../store/generated/client.ts';
import { withLocationDetails } from '../store/location-details.ts';

/** One OData page of the locations a department is linked to (404 for an unknown department). */
export function pageLocationsInDepartment(db: Db<Client>, departmentId: string, q: ODataQuery) {
  return db.tx(async (tx) => {
    if (!(await tx.department.findFirst({ where: { id: departmentId }, select: { id: true } }))) throw notFound('Department');
    const refs = await tx.departmentRef.findMany({ where: { departmentId, locationId: { not: null } }, select: { locationId: true } });
    const where = { AND: [q.where as Prisma.LocationWhereInput, { id: { in: refs.map((ref) => ref.locationId!) } }] };
    const rows = await tx.location.findMany({
      where,
      orderBy: q.orderBy as Prisma.LocationOrderByWithRelationInput[],
      take: q.take,
      skip: q.skip,
    });
    return { rows: await withLocationDetails(tx, rows), count: q.count ? await tx.location.count({ where }) : undefined };
  }, 'RepeatableRead');
}
