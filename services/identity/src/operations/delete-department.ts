import { notFound, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import type { Client } from '../store/client.ts';
import { deleteDepartmentRow, findDepartment } from '../store/departments.ts';
import { actorOf } from '../store/users.ts';

/** Refs and responsibles go with it (foreign keys cascade). */
export async function deleteDepartment(db: Db<Client>, user: UserCaller, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    const before = await findDepartment(tx, id);
    if (!before) throw notFound('Department');
    await deleteDepartmentRow(tx, id);
    await recordAudit(tx, await actorOf(tx, user), {
      entityType: 'Department',
      entityId: id,
      action: 'deleted',
      before: { id: before.id, name: before.name },
    });
  });
  return { ok: true };
}
