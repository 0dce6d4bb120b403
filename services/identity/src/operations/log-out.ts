import { revokeSessions, type Cache, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { revokeAllSessions, revokeFamilyOf } from '../store/session.ts';

/**
 * Ends the session of the refresh token given (its whole family), or every session of the user.
 * The access tokens of the user's other devices end too; those devices refresh silently.
 */
export async function logOut(db: Db<Client>, cache: Cache, userId: string, refreshToken?: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    if (refreshToken) await revokeFamilyOf(tx, userId, refreshToken);
    else await revokeAllSessions(tx, userId);
  });
  await revokeSessions(cache, 'user', userId);
  return { ok: true };
}
