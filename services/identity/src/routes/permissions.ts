import { fail, forbidden, notFound, type Router, type TxClient } from '@takt/kit';
import {
  Authority,
  ErrorCode,
  hasAnyRole,
  hasPermission,
  identityUserRoutes as routes,
  MANAGEMENT_ROLES,
  PERMISSION_FLAGS,
  type PermissionSet,
  type UserCaller,
} from '@takt/proto';
import { recordAudit } from '../store/audit.ts';
import type { Client } from '../store/client.ts';
import { permissionSetOf, storePermissions } from '../store/permissions.ts';
import { actorOf } from '../store/users.ts';

const flagsOf = (body: Record<string, unknown>): Partial<PermissionSet> =>
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, body[f] === true])) as Partial<PermissionSet>;

async function userOf(tx: TxClient<Client>, id: string) {
  const user = await tx.user.findFirst({ where: { id, deletedDate: null }, select: { id: true, companyId: true, authorities: true } });
  if (!user) throw notFound('User');
  return user;
}

async function save(tx: TxClient<Client>, caller: UserCaller, userId: string, body: Record<string, unknown>) {
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

/** Permission sets per user: read own or with employeesView; written by admins and managers (the contracts). */
export function permissionRoutes(r: Router<Client>): void {
  r.handle(routes.getPermissions, async ({ params, db, user: caller }) => {
    const mayRead = params.id === caller.userId || hasAnyRole(caller.roles, MANAGEMENT_ROLES) || hasPermission(caller, 'employeesView');
    if (!mayRead) throw forbidden();
    return db.tx(async (tx) => {
      const user = await userOf(tx, params.id);
      const set = await permissionSetOf(tx, user);
      return { ...set.flags, id: set.id, applicationUserId: user.id, companyId: user.companyId, isDefault: set.id === null };
    });
  });

  r.handle(routes.createPermissions, async ({ body, db, user }) => db.tx((tx) => save(tx, user, body.applicationUserId, body)));

  // The id is the set's id (spec) or, before a set exists, the user's.
  r.handle(routes.updatePermissions, async ({ params, body, db, user }) =>
    db.tx(async (tx) => {
      const stored = await tx.userPermissionSet.findFirst({ where: { id: params.id }, select: { applicationUserId: true } });
      const userId = stored?.applicationUserId ?? params.id;
      if (body.applicationUserId !== userId)
        throw fail(ErrorCode.ValidationFailed, 'applicationUserId does not match the permission set', {
          fields: [{ field: 'applicationUserId', message: 'mismatch' }],
        });
      return save(tx, user, userId, body);
    }),
  );
}
