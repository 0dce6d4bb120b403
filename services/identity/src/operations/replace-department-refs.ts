import { randomUUID } from 'node:crypto';
import { notFound, type Db } from '@takt/kit';
import { DepartmentRefOwner, type BodyOf, type identityOrganisationRoutes } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { refsOf } from '../store/department-refs.ts';

/**
 * Replace-all for the one owner named in the body; ids of identity's own rows are checked,
 * course and attendee ids belong to other services and are kept as given.
 */
export function replaceDepartmentRefs(db: Db<Client>, body: BodyOf<typeof identityOrganisationRoutes.addDepartmentRefs>) {
  return db.tx(async (tx) => {
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
  });
}
