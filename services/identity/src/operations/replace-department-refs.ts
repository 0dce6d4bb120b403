import { knownSoon, notFound, type Db } from '@takt/kit';
import { DepartmentRefOwner, type BodyOf, type identityOrganisationContracts } from '@takt/proto';
import { publishDepartmentRefsReplaced } from '../events/department-refs.ts';
import type { Client } from '../store/client.ts';
import { refsOf, replaceRefs, type Owner } from '../store/department-refs.ts';
import { allDepartmentsExist } from '../store/departments.ts';
import { locationExists } from '../store/locations.ts';
import { attendeeKnown, courseKnown } from '../store/reference-views.ts';
import { userExists } from '../store/user-rows.ts';

/** Whether the owner named in the body exists in the caller's company (404 otherwise, for every kind). */
async function ownerExists(db: Db<Client>, owner: Owner, id: string): Promise<boolean> {
  if (owner === 'userId') return db.tx((tx) => userExists(tx, id));
  if (owner === 'locationId') return db.tx((tx) => locationExists(tx, id));
  // Courses and attendees belong to other services: their read models here, which may lag a moment.
  const known = owner === 'courseId' ? courseKnown : attendeeKnown;
  return knownSoon(() => db.tx((tx) => known(tx, id)));
}

const OWNER_NAME = { userId: 'User', locationId: 'Location', courseId: 'Course', attendeeId: 'Attendee' } as const;

/** Replace-all for the one owner named in the body; the owner and the departments must be the company's. */
export async function replaceDepartmentRefs(db: Db<Client>, body: BodyOf<typeof identityOrganisationContracts.addDepartmentRefs>) {
  const owner = DepartmentRefOwner.find((k) => body[k])!;
  const ownerId = body[owner]!;
  if (!(await ownerExists(db, owner, ownerId))) throw notFound(OWNER_NAME[owner]);
  return db.tx(async (tx) => {
    const departmentIds = [...new Set(body.departmentIds)];
    if (!(await allDepartmentsExist(tx, departmentIds))) throw notFound('Department');
    await replaceRefs(tx, owner, ownerId, departmentIds);
    await publishDepartmentRefsReplaced(tx, { owner, ownerId, departmentIds });
    return refsOf(tx, owner, ownerId);
  });
}
