import { fail, revokeSessions, type Cache, type Db } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { hashPassword } from '../domain/password.ts';
import { recordAudit } from '../events/audit.ts';
import type { Client } from '../store/client.ts';
import type { LoginThrottle } from '../store/login-throttle.ts';
import { revokeAllSessions } from '../store/session.ts';
import { consumeUserToken } from '../store/user-tokens.ts';
import { actorOfUser } from '../store/users.ts';
import { findLiveUser, updateUserRow } from '../store/user-rows.ts';

export const tokenInvalid = () => fail(ErrorCode.TokenInvalid, 'The link is invalid or has expired; please request a new one');

/** Uses a reset key up and sets the new password; every session of the user ends. Audited. */
export async function finishPasswordReset(
  db: Db<Client>,
  cache: Cache,
  token: string,
  newPassword: string,
  throttle: LoginThrottle,
  userId?: string,
): Promise<{ ok: true }> {
  const passwordHash = await hashPassword(newPassword);
  const user = await db.system(async (tx) => {
    const row = await consumeUserToken(tx, token, 'password_reset', userId);
    if (!row) throw tokenInvalid();
    const user = await findLiveUser(tx, row.userId);
    if (!user) throw tokenInvalid();
    await updateUserRow(tx, user.id, { passwordHash });
    await revokeAllSessions(tx, user.id);
    await recordAudit(
      tx,
      await actorOfUser(tx, user.id),
      {
        entityType: 'User',
        entityId: user.id,
        action: 'password_reset',
        before: { passwordHash: user.passwordHash },
        after: { passwordHash },
      },
      user.companyId,
    );
    return user;
  });
  await revokeSessions(cache, 'user', user.id);
  // A user who locked themselves out may log in with the new password right away.
  await throttle.clear(user.userName);
  if (user.email) await throttle.clear(user.email);
  return { ok: true };
}
