import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import { encodePermissions, type TokenPair } from '@takt/proto';
import { ACCESS_TOKEN_SECONDS, hashRefreshToken, newRefreshToken, REFRESH_TOKEN_DAYS } from '../domain/refresh-token.ts';
import type { Client } from './client.ts';
import { permissionsOf } from './permissions.ts';
import type { TokenSigner } from './signing-keys.ts';

export interface SessionUser {
  id: string;
  companyId: string;
  authorities: string[];
}

/**
 * A new access token and refresh token for `user`. The refresh token joins `familyId` (rotation)
 * or starts a family; an impersonating admin stays on the refresh token so rotation keeps `imp`.
 */
export async function issueTokens(
  tx: TxClient<Client>,
  signer: TokenSigner,
  user: SessionUser,
  opts: { familyId?: string; impersonatorId?: string | null } = {},
): Promise<TokenPair> {
  const refresh = newRefreshToken();
  const impersonatorId = opts.impersonatorId ?? undefined;
  await tx.refreshToken.create({
    data: {
      id: randomUUID(),
      companyId: user.companyId,
      userId: user.id,
      familyId: opts.familyId ?? randomUUID(),
      tokenHash: refresh.hash,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
      impersonatorId: impersonatorId ?? null,
    },
  });
  const permissions = encodePermissions(await permissionsOf(tx, user));
  const accessToken = await signer.sign({
    userId: user.id,
    companyId: user.companyId,
    authorities: user.authorities,
    permissions,
    impersonatorId,
  });
  return { accessToken, refreshToken: refresh.token, expiresIn: ACCESS_TOKEN_SECONDS };
}

/** Signs the user out everywhere (but in the family of `keep`, the device asking): every open refresh token is revoked. */
export async function revokeAllSessions(tx: TxClient<Client>, userId: string, keep?: string | null): Promise<void> {
  const kept = keep
    ? await tx.refreshToken.findFirst({ where: { tokenHash: hashRefreshToken(keep), userId }, select: { familyId: true } })
    : null;
  await tx.refreshToken.updateMany({
    where: { userId, revokedAt: null, ...(kept ? { familyId: { not: kept.familyId } } : {}) },
    data: { revokedAt: new Date() },
  });
}
