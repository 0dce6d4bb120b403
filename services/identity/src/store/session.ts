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

/** The refresh token row of a presented token, by its hash. */
export function findRefreshToken(tx: TxClient<Client>, token: string) {
  return tx.refreshToken.findUnique({ where: { tokenHash: hashRefreshToken(token) } });
}

/** Revokes every refresh token of a family (one device's sign-in and its rotations). */
export async function revokeFamily(tx: TxClient<Client>, familyId: string): Promise<void> {
  await tx.refreshToken.updateMany({ where: { familyId }, data: { revokedAt: new Date() } });
}

/** Ends the session of a presented refresh token of the user, if it is theirs. */
export async function revokeFamilyOf(tx: TxClient<Client>, userId: string, token: string): Promise<void> {
  const row = await tx.refreshToken.findFirst({ where: { tokenHash: hashRefreshToken(token), userId } });
  if (row) await revokeFamily(tx, row.familyId);
}

/**
 * Marks a refresh token used, compare-and-set: of two requests racing with one token, or a
 * rotation racing a revocation, one loses (false).
 */
export async function claimRefreshToken(tx: TxClient<Client>, id: string): Promise<boolean> {
  const claimed = await tx.refreshToken.updateMany({ where: { id, usedAt: null, revokedAt: null }, data: { usedAt: new Date() } });
  return claimed.count === 1;
}

/** Revokes every open refresh token of the current tenant (the company is deleted). */
export async function revokeCompanySessions(tx: TxClient<Client>): Promise<void> {
  await tx.refreshToken.updateMany({ where: { revokedAt: null }, data: { revokedAt: new Date() } });
}
