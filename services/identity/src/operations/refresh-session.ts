import { fail, revokeSessions, type Cache, type Db } from '@takt/kit';
import { ErrorCode, type TokenPair } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { claimRefreshToken, findRefreshToken, issueTokens, revokeFamily } from '../store/session.ts';
import type { TokenSigner } from '../store/signing-keys.ts';
import { findUser } from '../store/user-rows.ts';

/** Rotation with reuse detection: presenting a used token revokes its whole family. */
export async function refreshSession(db: Db<Client>, cache: Cache, signer: TokenSigner, token: string): Promise<TokenPair> {
  const outcome = await db.system(async (tx) => {
    const row = await findRefreshToken(tx, token);
    if (!row || row.revokedAt || row.expiresAt < new Date()) return { error: 'invalid' as const };
    if (row.usedAt) {
      await revokeFamily(tx, row.familyId);
      return { error: 'reused' as const, userId: row.userId };
    }
    const user = await findUser(tx, row.userId);
    if (!user || !user.active || user.deletedDate) return { error: 'invalid' as const };
    if (!(await claimRefreshToken(tx, row.id))) return { error: 'invalid' as const };
    return { tokens: await issueTokens(tx, signer, user, { familyId: row.familyId, impersonatorId: row.impersonatorId }) };
  });
  if ('error' in outcome) {
    if (outcome.error === 'reused') await revokeSessions(cache, 'user', outcome.userId);
    throw fail(
      ErrorCode.RefreshTokenInvalid,
      outcome.error === 'reused' ? 'Refresh token reuse detected; please sign in again' : 'Refresh token is invalid',
    );
  }
  return outcome.tokens;
}
