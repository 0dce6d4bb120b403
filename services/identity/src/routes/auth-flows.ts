import type { Router, ServiceDeps } from '@takt/kit';
import { FacebookVerifier, facebookSettings } from '../providers/facebook.ts';
import { GoogleVerifier, googleSettings } from '../providers/google.ts';
import type { IdentityProviderVerifier } from '../providers/identity-provider.ts';
import type { IdentitySettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { LoginThrottle } from '../store/login-throttle.ts';
import type { TokenSigner } from '../store/signing-keys.ts';
import { emailConfirmationRoutes } from './email-confirmation.ts';
import { impersonationRoutes } from './impersonation.ts';
import { loginRoutes } from './login.ts';
import { passwordResetRoutes } from './password-reset.ts';

/** Login (password, Google, Facebook), password reset, e-mail confirmation and impersonation. */
export function authFlowRoutes(
  r: Router<Client>,
  deps: ServiceDeps<Client, IdentitySettings>,
  signer: TokenSigner,
  providers: { google: IdentityProviderVerifier; facebook: IdentityProviderVerifier } = {
    google: new GoogleVerifier(googleSettings(deps.settings)),
    facebook: new FacebookVerifier(facebookSettings(deps.settings)),
  },
): void {
  const throttle = new LoginThrottle(deps.cache);
  loginRoutes(r, signer, { throttle, log: deps.log, settings: deps.settings, ...providers });
  passwordResetRoutes(r, { log: deps.log, throttle });
  emailConfirmationRoutes(r);
  impersonationRoutes(r, signer);
}
