import { fail, revokeSessions, type Cache, type Db } from '@takt/kit';
import { ErrorCode, type TokenPair } from '@takt/proto';
import { hashRefreshToken } from '../domain/refresh-token.ts';
import type { Client } from '../store/client.ts';
import { issueTokens } from '../store/session.ts';
import type { TokenSigner } from '../store/signing-keys.ts';

/** Rotation with reuse detection: presenting a used token revokes its whole family. */
export async function refreshSession(db: Db<Client>, cache: Cache, signer: TokenSigner, token: string): Promise<TokenPair> {
  const outcome = await db.system(async (tx) => {
    const row = await tx.refreshToken.findUnique({ where: { tokenHash: hashRefreshToken(token) } });
    if (!row || row.revokedAt || row.expiresAt < new Date()) return { error: 'invalid' as const };
    if (row.usedAt) {
      await tx.refreshToken.updateMany({ where: { familyId: row.familyId }, data: { revokedAt: new Date() } });
      return { error: 'reused' as const, userId: row.userId };
    }
    const user = await tx.user.findFirst({ where: { id: row.userId } });
    if (!user || !user.active || user.deletedDate) return { error: 'invalid' as const };
    // Compare-and-set: of two requests racing with one token, or a rotation racing a revocation, one loses.
    const claimed = await tx.refreshToken.updateMany({
      where: { id: row.id, usedAt: null, revokedAt: null },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) return { error: 'invalid' as const };
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
