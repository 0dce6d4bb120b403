import type { IdentitySettings } from '../settings.ts';

/**
 * The sign-in page shows a provider's button only when this server can check its tokens: Google
 * needs GOOGLE_CLIENT_ID, Facebook FACEBOOK_APP_ID and FACEBOOK_APP_SECRET (the secret stays here).
 */
export function loginProviders(settings: IdentitySettings): { googleClientId: string | null; facebookAppId: string | null } {
  return {
    googleClientId: settings.GOOGLE_CLIENT_ID || null,
    facebookAppId: settings.FACEBOOK_APP_ID && settings.FACEBOOK_APP_SECRET ? settings.FACEBOOK_APP_ID : null,
  };
}
