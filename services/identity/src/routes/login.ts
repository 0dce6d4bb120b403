import { fail, type Logger, type Router, type TxClient } from '@takt/kit';
import { ErrorCode, identityAuthRoutes, identityRoutes } from '@takt/proto';
import { verifyPassword } from '../domain/password.ts';
import { ProviderTokenRejected, type IdentityProviderVerifier } from '../providers/identity-provider.ts';
import type { Client } from '../store/client.ts';
import type { LoginThrottle } from '../store/login-throttle.ts';
import { issueTokens } from '../store/session.ts';
import type { TokenSigner } from '../store/signing-keys.ts';
import type { User } from '../store/generated/client.ts';

// Spec section 8 login messages; the web app translates the codes.
const invalid = () => fail(ErrorCode.LoginInvalid, 'User name or password is invalid');
const deleted = () => fail(ErrorCode.LoginUserDeleted, 'This user was deleted; please contact the company');
const passive = () => fail(ErrorCode.LoginUserPassive, 'Access is restricted; please contact the company');

/**
 * Deleted and passive users are told apart only after they proved who they are; the users of a
 * deleted company count as deleted.
 */
async function assertMayLogIn(tx: TxClient<Client>, user: User): Promise<void> {
  if (user.deletedDate) throw deleted();
  const company = await tx.company.findUnique({ where: { id: user.companyId }, select: { deletedDate: true } });
  if (!company || company.deletedDate) throw deleted();
  if (!user.active) throw passive();
}

async function startSession(tx: TxClient<Client>, signer: TokenSigner, user: User) {
  await assertMayLogIn(tx, user);
  await tx.user.update({ where: { id: user.id }, data: { lastLoginDate: new Date() } });
  return issueTokens(tx, signer, user);
}

export interface LoginDeps {
  throttle: LoginThrottle;
  log: Logger;
  google: IdentityProviderVerifier;
  facebook: IdentityProviderVerifier;
}

export function loginRoutes(r: Router<Client>, signer: TokenSigner, deps: LoginDeps): void {
  const { throttle } = deps;

  r.handle(identityRoutes.authenticate, async ({ body, db }) => {
    // Brute force: a blocked user name is refused before its password is looked at.
    await throttle.assertAllowed(body.username);
    // Login runs before a tenant is known: user names are unique across companies.
    const outcome = await db.system(async (tx) => {
      const user = await tx.user.findFirst({
        where: {
          OR: [{ userName: { equals: body.username, mode: 'insensitive' } }, { email: { equals: body.username, mode: 'insensitive' } }],
        },
        orderBy: { createdDate: 'asc' },
      });
      if (!user || !(await verifyPassword(user.passwordHash, body.password))) return null;
      return startSession(tx, signer, user);
    });
    if (!outcome) {
      await throttle.recordFailure(body.username);
      throw invalid();
    }
    await throttle.recordSuccess(body.username);
    return outcome;
  });

  const providerLogin = (verifier: IdentityProviderVerifier) =>
    (async ({ body, db }) => {
      let identity;
      try {
        identity = await verifier.verify(body.accessToken);
      } catch (err) {
        if (!(err instanceof ProviderTokenRejected)) throw err;
        deps.log.info({ provider: verifier.provider, reason: err.message }, 'provider login refused');
        throw fail(ErrorCode.LoginInvalid, 'The login with this provider was not accepted');
      }
      if (!identity.emailVerified) throw fail(ErrorCode.LoginInvalid, 'The provider has not verified this e-mail address');
      // No self sign-up: the address must belong to an existing user (e-mails may repeat across companies).
      return db.system(async (tx) => {
        const users = await tx.user.findMany({
          where: { email: { equals: identity.email, mode: 'insensitive' } },
          orderBy: { createdDate: 'asc' },
        });
        const user = users.find((u) => u.active && !u.deletedDate) ?? users.find((u) => !u.deletedDate) ?? users[0];
        if (!user) throw invalid();
        return startSession(tx, signer, user);
      });
    }) satisfies Parameters<typeof r.handle<typeof identityAuthRoutes.googleLogin>>[1];

  r.handle(identityAuthRoutes.googleLogin, providerLogin(deps.google));
  r.handle(identityAuthRoutes.facebookLogin, providerLogin(deps.facebook));
}
