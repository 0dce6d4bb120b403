import { forbidden, type Db } from '@takt/kit';
import { hasAnyRole, hasPermission, MANAGEMENT_ROLES, type UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { permissionSetOf } from '../store/permissions.ts';
import { userOf } from './permission-steps.ts';

/** A user's permission set: the own one, or any with management roles or employeesView. */
export async function getPermissions(db: Db<Client>, caller: UserCaller, userId: string) {
  const mayRead = userId === caller.userId || hasAnyRole(caller.roles, MANAGEMENT_ROLES) || hasPermission(caller, 'employeesView');
  if (!mayRead) throw forbidden();
  return db.tx(async (tx) => {
    const user = await userOf(tx, userId);
    const set = await permissionSetOf(tx, user);
    return { ...set.flags, id: set.id, applicationUserId: user.id, companyId: user.companyId, isDefault: set.id === null };
  });
}
