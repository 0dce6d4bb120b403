import { notFound, type Db } from '@takt/kit';
import type { BodyOf, identityOrganisationContracts, UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import { publishDepartmentSaved } from '../events/organisation-names.ts';
import type { Client } from '../store/client.ts';
import { findDepartment, renameDepartment } from '../store/departments.ts';
import { departmentDetails, setDepartmentResponsibles, type DepartmentDetails } from '../store/department-details.ts';
import { requireStaff } from './require-staff.ts';
import { actorOf } from '../store/users.ts';

export function updateDepartment(
  db: Db<Client>,
  user: UserCaller,
  id: string,
  body: BodyOf<typeof identityOrganisationContracts.updateDepartment>,
): Promise<DepartmentDetails> {
  return db.tx(async (tx) => {
    const before = await findDepartment(tx, id);
    if (!before) throw notFound('Department');
    if (body.responsibleIds) await requireStaff(tx, body.responsibleIds);
    const after = await renameDepartment(tx, id, body.name);
    if (body.responsibleIds) await setDepartmentResponsibles(tx, id, body.responsibleIds);
    await publishDepartmentSaved(tx, after);
    await recordAudit(tx, await actorOf(tx, user), {
      entityType: 'Department',
      entityId: id,
      action: 'updated',
      before: { id: before.id, name: before.name },
      after: { id: after.id, name: after.name },
    });
    return departmentDetails(tx, after);
  });
}
