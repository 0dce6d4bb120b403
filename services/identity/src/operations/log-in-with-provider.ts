import { fail, type Db, type Logger } from '@takt/kit';
import { ErrorCode, type TokenPair } from '@takt/proto';
import { ProviderTokenRejected, type IdentityProviderVerifier } from '../providers/identity-provider.ts';
import type { Client } from '../store/client.ts';
import type { TokenSigner } from '../store/signing-keys.ts';
import { loginInvalid, startSession } from './start-session.ts';
import { usersWithEmail } from '../store/user-rows.ts';

/** Google or Facebook login: the provider vouches for an e-mail address that must belong to an existing user. */
export async function logInWithProvider(
  db: Db<Client>,
  signer: TokenSigner,
  verifier: IdentityProviderVerifier,
  log: Logger,
  accessToken: string,
): Promise<TokenPair> {
  let identity;
  try {
    identity = await verifier.verify(accessToken);
  } catch (err) {
    if (!(err instanceof ProviderTokenRejected)) throw err;
    log.info({ provider: verifier.provider, reason: err.message }, 'provider login refused');
    throw fail(ErrorCode.LoginInvalid, 'The login with this provider was not accepted');
  }
  if (!identity.emailVerified) throw fail(ErrorCode.LoginInvalid, 'The provider has not verified this e-mail address');
  // No self sign-up: the address must belong to an existing user (e-mails may repeat across companies).
  return db.system(async (tx) => {
    const users = await usersWithEmail(tx, identity.email);
    const user = users.find((u) => u.active && !u.deletedDate) ?? users.find((u) => !u.deletedDate) ?? users[0];
    if (!user) throw loginInvalid();
    return startSession(tx, signer, user);
  });
}
