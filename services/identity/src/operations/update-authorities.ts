import { fail, notFound, type Db } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import { takesLicence } from '../domain/licences.ts';
import { parseAuthorities } from '../domain/user-rules.ts';
import { recordAudit } from '../events/audit.ts';
import { publishStaffUserSaved } from '../events/staff-user.ts';
import type { Client } from '../store/client.ts';
import type { User } from '../store/generated/client.ts';
import { assertKeepsAnAdmin } from './assert-keeps-an-admin.ts';
import { assertFreeLicence } from './assert-free-licence.ts';
import { actorOf } from '../store/users.ts';
import { assertMayAssign, replacePermissions } from './save-user-steps.ts';
import { findLiveUser, updateUserRow } from '../store/user-rows.ts';

/** UpdateAuthorities: management only (the contract), admins only for admins, licence when it now needs one. */
export async function updateAuthorities(
  db: Db<Client>,
  caller: UserCaller,
  body: { applicationUserId: string; authorities: string[]; permissions?: Record<string, boolean> | undefined },
): Promise<User> {
  const { authorities } = parseAuthorities(body.authorities);
  if (authorities.length === 0)
    throw fail(ErrorCode.ValidationFailed, 'At least one authority is needed', { fields: [{ field: 'authorities', message: 'required' }] });
  return db.tx(async (tx) => {
    const before = await findLiveUser(tx, body.applicationUserId);
    if (!before) throw notFound('User');
    assertMayAssign(caller, authorities, before);
    await assertKeepsAnAdmin(tx, caller.companyId, before, { ...before, authorities });
    if (takesLicence(before, { ...before, authorities })) await assertFreeLicence(tx, caller.companyId);
    const after = await updateUserRow(tx, before.id, { authorities });
    await publishStaffUserSaved(tx, after);
    const actor = await actorOf(tx, caller);
    await recordAudit(tx, actor, {
      entityType: 'User',
      entityId: before.id,
      action: 'authorities_changed',
      before: { authorities: before.authorities },
      after: { authorities },
    });
    await replacePermissions(tx, actor, after, body.permissions);
    return after;
  });
}
