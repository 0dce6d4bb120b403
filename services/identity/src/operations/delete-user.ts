import { fail, notFound, revokeSessions, type Cache, type Db } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import { publishStaffUserDeleted } from '../events/staff-user.ts';
import type { Client } from '../store/client.ts';
import { assertKeepsAnAdmin } from './assert-keeps-an-admin.ts';
import { revokeAllSessions } from '../store/session.ts';
import { actorOf, auditView, type UserKind } from '../store/users.ts';
import { assertMayTouch } from './save-user-steps.ts';
import { findUserOfKind, updateUserRow } from '../store/user-rows.ts';

/** Soft delete: the row stays (its user name too), logins answer "deleted", sessions end. */
export async function deleteUser(db: Db<Client>, cache: Cache, caller: UserCaller, kind: UserKind, id: string): Promise<void> {
  if (id === caller.userId) throw fail(ErrorCode.ValidationFailed, 'You cannot delete yourself');
  await db.tx(async (tx) => {
    const before = await findUserOfKind(tx, id, kind);
    if (!before) throw notFound(kind === 'trainer' ? 'Trainer' : 'Employee');
    assertMayTouch(caller, before);
    const deletedDate = new Date();
    await assertKeepsAnAdmin(tx, caller.companyId, before, { ...before, deletedDate });
    await updateUserRow(tx, id, { deletedDate });
    await revokeAllSessions(tx, id);
    await publishStaffUserDeleted(tx, id);
    await recordAudit(tx, await actorOf(tx, caller), { entityType: 'User', entityId: id, action: 'deleted', before: auditView(before) });
  });
  await revokeSessions(cache, 'user', id);
}
