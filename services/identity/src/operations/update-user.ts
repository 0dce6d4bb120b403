import { forbidden, isUniqueViolation, notFound, revokeSessions, type Cache, type Db } from '@takt/kit';
import type { UserCaller, UserInput } from '@takt/proto';
import { takesLicence } from '../domain/licences.ts';
import { hashPassword } from '../domain/password.ts';
import { recordAudit } from '../events/audit.ts';
import { publishStaffUserSaved } from '../events/staff-user.ts';
import type { Client } from '../store/client.ts';
import type { User } from '../store/generated/client.ts';
import { assertKeepsAnAdmin } from './assert-keeps-an-admin.ts';
import { assertFreeLicence } from './assert-free-licence.ts';
import { revokeAllSessions } from '../store/session.ts';
import { actorOf, auditView, userNameTaken, type UserKind } from '../store/users.ts';
import {
  assertEmailFree,
  assertMayAssign,
  assertMayTouch,
  authoritiesFor,
  fields,
  isManagement,
  replacePermissions,
  userNameConflict,
} from './save-user-steps.ts';
import { findUserOfKind, updateUserRow } from '../store/user-rows.ts';

/**
 * Updates by the save rule's id; authorities and password stay unless sent. A new password or
 * deactivation ends the user's sessions; new authorities or permissions end their access tokens
 * (the next refresh carries the new ones).
 */
export async function updateUser(
  db: Db<Client>,
  cache: Cache,
  caller: UserCaller,
  kind: UserKind,
  id: string,
  input: UserInput,
): Promise<User> {
  if (await userNameTaken(db, input.userName, id)) throw userNameConflict();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  let tokensChanged = false;
  try {
    const updated = await db.tx(async (tx) => {
      const before = await findUserOfKind(tx, id, kind);
      if (!before) throw notFound(kind === 'trainer' ? 'Trainer' : 'Employee');
      const authorities = input.authorities ? authoritiesFor(kind, input.authorities) : before.authorities;
      const authoritiesChanged = authorities.join() !== before.authorities.join();
      if (authoritiesChanged) assertMayAssign(caller, authorities, before);
      else assertMayTouch(caller, before);
      if ((input.permissions || authoritiesChanged) && !isManagement(caller))
        throw forbidden('Only admins and managers change authorities and permissions');
      const data = { ...fields(input), authorities };
      await assertEmailFree(tx, data.email, id);
      await assertKeepsAnAdmin(tx, caller.companyId, before, data);
      if (takesLicence(before, data)) await assertFreeLicence(tx, caller.companyId);
      const after = await updateUserRow(tx, id, { ...data, ...(passwordHash ? { passwordHash } : {}) });
      await publishStaffUserSaved(tx, after);
      if (passwordHash || !after.active) await revokeAllSessions(tx, id);
      tokensChanged = Boolean(passwordHash || !after.active || authoritiesChanged || input.permissions);
      const actor = await actorOf(tx, caller);
      await recordAudit(tx, actor, {
        entityType: 'User',
        entityId: id,
        action: 'updated',
        before: auditView(before),
        after: { ...auditView(after), ...(passwordHash ? { password: 'changed' } : {}) },
      });
      if (input.permissions || authoritiesChanged) await replacePermissions(tx, actor, after, input.permissions);
      return after;
    });
    if (tokensChanged) await revokeSessions(cache, 'user', id);
    return updated;
  } catch (err) {
    if (isUniqueViolation(err, 'app_user_user_name_unique')) throw userNameConflict();
    throw err;
  }
}
