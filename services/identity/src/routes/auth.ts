import type { Router } from '@takt/kit';
import { identitySessionContracts } from '@takt/proto';
import { getMe } from '../operations/get-me.ts';
import { logOut } from '../operations/log-out.ts';
import { refreshSession } from '../operations/refresh-session.ts';
import type { Client } from '../store/client.ts';
import type { TokenSigner } from '../store/signing-keys.ts';

// Password and provider login live in login.ts (registered by auth-flows.ts: they need the cache).
export function authRoutes(r: Router<Client>, signer: TokenSigner): void {
  r.handle(identitySessionContracts.refreshToken, ({ body, db, cache }) => refreshSession(db, cache, signer, body.refreshToken));
  r.handle(identitySessionContracts.logout, ({ body, db, cache, user }) => logOut(db, cache, user.userId, body.refreshToken));
  r.handle(identitySessionContracts.getMe, ({ db, user }) => getMe(db, user));
  r.handle(identitySessionContracts.jwks, async () => signer.jwks);
}
