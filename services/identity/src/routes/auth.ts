import { fail, revokeSessions, type Cache, type Db, type Router } from '@takt/kit';
import { ErrorCode, identityRoutes } from '@takt/proto';
import { hashRefreshToken } from '../domain/refresh-token.ts';
import type { Client } from '../store/client.ts';
import { loadMe } from '../store/me.ts';
import { issueTokens, revokeAllSessions } from '../store/session.ts';
import type { TokenSigner } from '../store/signing-keys.ts';

// Password and provider login live in login.ts (registered by auth-flows.ts: they need the cache).
export function authRoutes(r: Router<Client>, signer: TokenSigner): void {
  r.handle(identityRoutes.refreshToken, async ({ body, db, cache }) => rotate(db, cache, signer, body.refreshToken));

  // The access tokens of the user's other devices end too; those devices refresh silently.
  r.handle(identityRoutes.logout, async ({ body, db, cache, user }) => {
    await db.tx(async (tx) => {
      if (body.refreshToken) {
        const token = await tx.refreshToken.findFirst({ where: { tokenHash: hashRefreshToken(body.refreshToken), userId: user.userId } });
        if (token) await tx.refreshToken.updateMany({ where: { familyId: token.familyId }, data: { revokedAt: new Date() } });
      } else {
        await revokeAllSessions(tx, user.userId);
      }
    });
    await revokeSessions(cache, 'user', user.userId);
    return { ok: true };
  });

  r.handle(identityRoutes.getMe, async ({ db, user }) => db.tx((tx) => loadMe(tx, user)));

  r.handle(identityRoutes.jwks, async () => signer.jwks);
}

/** Rotation with reuse detection: presenting a used token revokes its whole family. */
async function rotate(db: Db<Client>, cache: Cache, signer: TokenSigner, token: string) {
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
