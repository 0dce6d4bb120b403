import { randomUUID } from 'node:crypto';
import type { Db } from '@takt/kit';
import type { BodyOf, identityOrganisationContracts, UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import { publishDepartmentSaved } from '../events/organisation-names.ts';
import type { Client } from '../store/client.ts';
import { insertDepartment } from '../store/departments.ts';
import { setDepartmentResponsibles } from '../store/department-details.ts';
import { requireStaff } from './require-staff.ts';
import { actorOf } from '../store/users.ts';

export function createDepartment(db: Db<Client>, user: UserCaller, body: BodyOf<typeof identityOrganisationContracts.createDepartment>) {
  return db.tx(async (tx) => {
    const id = randomUUID();
    if (body.responsibleIds) await requireStaff(tx, body.responsibleIds);
    const created = await insertDepartment(tx, { id, name: body.name, creatorId: user.userId });
    if (body.responsibleIds) await setDepartmentResponsibles(tx, id, body.responsibleIds);
    await publishDepartmentSaved(tx, created);
    await recordAudit(tx, await actorOf(tx, user), {
      entityType: 'Department',
      entityId: id,
      action: 'created',
      after: { id: created.id, name: created.name },
    });
    return { id };
  });
}
