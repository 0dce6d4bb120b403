import { clientAddress, type Logger, type Router } from '@takt/kit';
import { identityAuthContracts, identitySessionContracts } from '@takt/proto';
import { logIn } from '../operations/log-in.ts';
import { logInWithProvider } from '../operations/log-in-with-provider.ts';
import { loginProviders } from '../operations/login-providers.ts';
import type { IdentityProviderVerifier } from '../providers/identity-provider.ts';
import type { IdentitySettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import type { LoginThrottle } from '../store/login-throttle.ts';
import type { TokenSigner } from '../store/signing-keys.ts';

export interface LoginDeps {
  throttle: LoginThrottle;
  log: Logger;
  google: IdentityProviderVerifier;
  facebook: IdentityProviderVerifier;
  settings: IdentitySettings;
}

export function loginRoutes(r: Router<Client>, signer: TokenSigner, deps: LoginDeps): void {
  r.handle(identitySessionContracts.authenticate, ({ body, db, req }) => logIn(db, signer, deps.throttle, body, clientAddress(req)));
  r.handle(identityAuthContracts.googleLogin, ({ body, db }) => logInWithProvider(db, signer, deps.google, deps.log, body.accessToken));
  r.handle(identityAuthContracts.loginProviders, async () => loginProviders(deps.settings));
  r.handle(identityAuthContracts.facebookLogin, ({ body, db }) => logInWithProvider(db, signer, deps.facebook, deps.log, body.accessToken));
}
