import { forbidden, notFound, type TxClient } from '@takt/kit';
import { Authority, PERMISSION_FLAGS, type PermissionSet, type UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import type { Client } from '../store/client.ts';
import { permissionSetOf, storePermissions } from '../store/permissions.ts';
import { findUserRef } from '../store/user-rows.ts';
import { actorOf } from '../store/users.ts';

// Steps shared by the permission operations.

const flagsOf = (body: Record<string, unknown>): Partial<PermissionSet> =>
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, body[f] === true])) as Partial<PermissionSet>;

export async function userOf(tx: TxClient<Client>, id: string) {
  const user = await findUserRef(tx, id);
  if (!user) throw notFound('User');
  return user;
}

export async function storeUserPermissions(tx: TxClient<Client>, caller: UserCaller, userId: string, body: Record<string, unknown>) {
  const user = await userOf(tx, userId);
  if (user.authorities.includes(Authority.Admin) && !caller.roles.includes('admin')) throw forbidden('Only an admin may change an admin');
  const before = await permissionSetOf(tx, user);
  const set = await storePermissions(tx, user.id, flagsOf(body));
  await recordAudit(tx, await actorOf(tx, caller), {
    entityType: 'User',
    entityId: user.id,
    action: 'permissions_changed',
    before: before.flags,
    after: set.flags,
  });
  return { ...set.flags, id: set.id, applicationUserId: user.id, companyId: user.companyId, isDefault: false };
}
