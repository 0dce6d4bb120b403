import { forbidden, notFound, revokeSessions, type Cache, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { hashPassword } from '../domain/password.ts';
import { recordAudit } from '../events/audit.ts';
import type { Client } from '../store/client.ts';
import { revokeAllSessions } from '../store/session.ts';
import { actorOf } from '../store/users.ts';
import { findLiveUser, updateUserRow } from '../store/user-rows.ts';

/**
 * Own password only, and not by an admin acting as the user. Every other session ends; the device
 * that sends its refresh token stays signed in by refreshing.
 */
export async function changePassword(
  db: Db<Client>,
  cache: Cache,
  user: UserCaller,
  body: { password: string; userId?: string | null; refreshToken?: string | null },
): Promise<{ ok: true }> {
  if (user.impersonatorId || (body.userId && body.userId !== user.userId)) throw forbidden('Only the user may change their password');
  const passwordHash = await hashPassword(body.password);
  await db.tx(async (tx) => {
    const me = await findLiveUser(tx, user.userId);
    if (!me) throw notFound('User');
    await updateUserRow(tx, user.userId, { passwordHash });
    await revokeAllSessions(tx, user.userId, body.refreshToken);
    await recordAudit(tx, await actorOf(tx, user), {
      entityType: 'User',
      entityId: user.userId,
      action: 'updated',
      before: { password: 'old' },
      after: { password: 'new' },
    });
  });
  await revokeSessions(cache, 'user', user.userId);
  return { ok: true };
}
