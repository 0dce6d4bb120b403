import { fail, type Db } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { ownerOfPermissionSet } from '../store/permissions.ts';
import { storeUserPermissions } from './permission-steps.ts';

/** The id is the set's id (spec) or, before a set exists, the user's. */
export function updatePermissions(
  db: Db<Client>,
  caller: UserCaller,
  id: string,
  body: Record<string, unknown> & { applicationUserId: string },
) {
  return db.tx(async (tx) => {
    const userId = (await ownerOfPermissionSet(tx, id)) ?? id;
    if (body.applicationUserId !== userId)
      throw fail(ErrorCode.ValidationFailed, 'applicationUserId does not match the permission set', {
        fields: [{ field: 'applicationUserId', message: 'mismatch' }],
      });
    return storeUserPermissions(tx, caller, userId, body);
  });
}
