import { notFound, type Db } from '@takt/kit';
import { DepartmentRefOwner, type BodyOf, type identityOrganisationContracts } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { refsOf, replaceRefs } from '../store/department-refs.ts';
import { allDepartmentsExist } from '../store/departments.ts';
import { locationExists } from '../store/locations.ts';
import { userExists } from '../store/user-rows.ts';

/**
 * Replace-all for the one owner named in the body; ids of identity's own rows are checked,
 * course and attendee ids belong to other services and are kept as given.
 */
export function replaceDepartmentRefs(db: Db<Client>, body: BodyOf<typeof identityOrganisationContracts.addDepartmentRefs>) {
  return db.tx(async (tx) => {
    const owner = DepartmentRefOwner.find((k) => body[k])!;
    const ownerId = body[owner]!;
    if (owner === 'userId' && !(await userExists(tx, ownerId))) throw notFound('User');
    if (owner === 'locationId' && !(await locationExists(tx, ownerId))) throw notFound('Location');
    const departmentIds = [...new Set(body.departmentIds)];
    if (!(await allDepartmentsExist(tx, departmentIds))) throw notFound('Department');
    await replaceRefs(tx, owner, ownerId, departmentIds);
    return refsOf(tx, owner, ownerId);
  });
}
