import { randomUUID } from 'node:crypto';
import { forbidden, isUniqueViolation, type Db } from '@takt/kit';
import type { UserCaller, UserInput } from '@takt/proto';
import { takesLicence } from '../domain/licences.ts';
import { hashPassword } from '../domain/password.ts';
import { randomPassword } from '../domain/random-password.ts';
import { recordAudit } from '../events/audit.ts';
import { publishStaffUserSaved } from '../events/staff-user.ts';
import type { Client } from '../store/client.ts';
import { assertFreeLicence } from './assert-free-licence.ts';
import { storePermissions } from '../store/permissions.ts';
import { actorOf, auditView, userNameTaken, type UserKind } from '../store/users.ts';
import { assertEmailFree, assertMayAssign, authoritiesFor, fields, isManagement, userNameConflict } from './save-user-steps.ts';
import { requestEmailConfirmation } from './send-email-confirmation.ts';
import { insertUser } from '../store/user-rows.ts';

/** Creates an employee or trainer: authorities, licence, unique name and e-mail, audit, optional permission set. */
export async function createUser(db: Db<Client>, caller: UserCaller, kind: UserKind, input: UserInput): Promise<{ id: string }> {
  const authorities = authoritiesFor(kind, input.authorities);
  assertMayAssign(caller, authorities);
  if (input.permissions && !isManagement(caller)) throw forbidden('Only admins and managers set permissions');
  if (await userNameTaken(db, input.userName)) throw userNameConflict();
  const passwordHash = await hashPassword(input.password ?? randomPassword());
  const id = randomUUID();
  try {
    await db.tx(async (tx) => {
      const data = { ...fields(input), authorities };
      await assertEmailFree(tx, data.email);
      if (takesLicence(null, data)) await assertFreeLicence(tx, caller.companyId);
      const created = await insertUser(tx, { id, ...data, passwordHash });
      await publishStaffUserSaved(tx, created);
      const actor = await actorOf(tx, caller);
      await recordAudit(tx, actor, { entityType: 'User', entityId: id, action: 'created', after: auditView(created) });
      if (created.email) await requestEmailConfirmation(tx, created);
      if (input.permissions) {
        const set = await storePermissions(tx, id, input.permissions);
        await recordAudit(tx, actor, { entityType: 'User', entityId: id, action: 'permissions_changed', after: set.flags });
      }
    });
  } catch (err) {
    if (isUniqueViolation(err, 'app_user_user_name_unique')) throw userNameConflict();
    throw err;
  }
  return { id };
}
