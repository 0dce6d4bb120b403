import { randomUUID } from 'node:crypto';
import { AppError, unauthorized, type Db, type Router, type TxClient } from '@takt/kit';
import { encodePermissions, ErrorCode, identityRoutes, primaryRole, rolesOf } from '@takt/proto';
import { permissionsOf } from '../store/permissions.ts';
import { verifyPassword } from '../domain/password.ts';
import { ACCESS_TOKEN_SECONDS, hashRefreshToken, newRefreshToken, REFRESH_TOKEN_DAYS } from '../domain/refresh-token.ts';
import { trialDaysLeft } from '../domain/trial.ts';
import type { Client } from '../store/client.ts';
import type { TokenSigner } from '../store/signing-keys.ts';

const loginFailed = (code: string, message: string) => new AppError(401, code, message);

async function issueTokens(tx: TxClient<Client>, signer: TokenSigner, user: { id: string; companyId: string; authorities: string[] }, familyId: string = randomUUID()) {
  const refresh = newRefreshToken();
  await tx.refreshToken.create({
    data: {
      id: randomUUID(),
      companyId: user.companyId,
      userId: user.id,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
    },
  });
  const permissions = encodePermissions(await permissionsOf(tx, user));
  const accessToken = await signer.sign({ userId: user.id, companyId: user.companyId, authorities: user.authorities, permissions });
  return { accessToken, refreshToken: refresh.token, expiresIn: ACCESS_TOKEN_SECONDS };
}

export function authRoutes(r: Router<Client>, signer: TokenSigner): void {
  r.handle(identityRoutes.authenticate, async ({ body, db }) =>
    // Login runs before a tenant is known: user names are unique across companies.
    db.system(async (tx) => {
      const user = await tx.user.findFirst({
        where: { OR: [{ userName: { equals: body.username, mode: 'insensitive' } }, { email: { equals: body.username, mode: 'insensitive' } }] },
        orderBy: { createdDate: 'asc' },
      });
      if (!user || !(await verifyPassword(user.passwordHash, body.password))) {
        throw loginFailed(ErrorCode.LoginInvalid, 'User name or password is invalid');
      }
      if (user.deletedDate) throw loginFailed(ErrorCode.LoginUserDeleted, 'This user was deleted; please contact the company');
      if (!user.active) throw loginFailed(ErrorCode.LoginUserPassive, 'Access is restricted; please contact the company');
      await tx.user.update({ where: { id: user.id }, data: { lastLoginDate: new Date() } });
      return issueTokens(tx, signer, user);
    }),
  );

  r.handle(identityRoutes.refreshToken, async ({ body, db }) => rotate(db, signer, body.refreshToken));

  r.handle(identityRoutes.logout, async ({ body, db, user }) => {
    await db.tx(async (tx) => {
      if (body.refreshToken) {
        const token = await tx.refreshToken.findFirst({ where: { tokenHash: hashRefreshToken(body.refreshToken), userId: user.userId } });
        if (token) await tx.refreshToken.updateMany({ where: { familyId: token.familyId }, data: { revokedAt: new Date() } });
      } else {
        await tx.refreshToken.updateMany({ where: { userId: user.userId, revokedAt: null }, data: { revokedAt: new Date() } });
      }
    });
    return { ok: true };
  });

  r.handle(identityRoutes.getMe, async ({ db, user }) =>
    db.tx(async (tx) => {
      const account = await tx.user.findFirst({ where: { id: user.userId } });
      const company = await tx.company.findUnique({ where: { id: user.companyId } });
      if (!account || !company) throw unauthorized();
      return {
        account: {
          id: account.id,
          userName: account.userName,
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
          authorities: account.authorities,
          language: account.language,
        },
        company: {
          id: company.id,
          name: company.name,
          trialBeginDate: company.trialBeginDate?.toISOString() ?? null,
          trialDaysLeft: trialDaysLeft(company.trialBeginDate),
        },
        roles: rolesOf(account.authorities).length ? rolesOf(account.authorities) : [primaryRole(account.authorities)],
      };
    }),
  );

  r.handle(identityRoutes.jwks, async () => signer.jwks);
}

/** Rotation with reuse detection: presenting a used token revokes its whole family. */
async function rotate(db: Db<Client>, signer: TokenSigner, token: string) {
  const outcome = await db.system(async (tx) => {
    const row = await tx.refreshToken.findUnique({ where: { tokenHash: hashRefreshToken(token) } });
    if (!row || row.revokedAt || row.expiresAt < new Date()) return { error: 'invalid' as const };
    if (row.usedAt) {
      await tx.refreshToken.updateMany({ where: { familyId: row.familyId }, data: { revokedAt: new Date() } });
      return { error: 'reused' as const };
    }
    const user = await tx.user.findFirst({ where: { id: row.userId } });
    if (!user || !user.active || user.deletedDate) return { error: 'invalid' as const };
    await tx.refreshToken.update({ where: { id: row.id }, data: { usedAt: new Date() } });
    return { tokens: await issueTokens(tx, signer, user, row.familyId) };
  });
  if ('error' in outcome) {
    throw new AppError(401, ErrorCode.TokenInvalid, outcome.error === 'reused' ? 'Refresh token reuse detected; please sign in again' : 'Refresh token is invalid');
  }
  return outcome.tokens;
}
