import type { Db } from '@takt/kit';
import type { TokenPair } from '@takt/proto';
import { verifyPassword } from '../domain/password.ts';
import type { Client } from '../store/client.ts';
import type { LoginThrottle } from '../store/login-throttle.ts';
import type { TokenSigner } from '../store/signing-keys.ts';
import { loginInvalid, startSession } from './start-session.ts';
import { findUserByLogin } from '../store/user-rows.ts';

/** Password login by user name or e-mail. */
export async function logIn(
  db: Db<Client>,
  signer: TokenSigner,
  throttle: LoginThrottle,
  body: { username: string; password: string },
  address: string,
): Promise<TokenPair> {
  // Brute force: a waiting name and address are refused before the password is looked at.
  await throttle.assertAllowed(body.username, address);
  // Login runs before a tenant is known: user names are unique across companies.
  const outcome = await db.system(async (tx) => {
    const user = await findUserByLogin(tx, body.username);
    if (!user || !(await verifyPassword(user.passwordHash, body.password))) return null;
    return startSession(tx, signer, user);
  });
  if (!outcome) {
    await throttle.recordFailure(body.username, address);
    throw loginInvalid();
  }
  await throttle.recordSuccess(body.username, address);
  return outcome;
}
