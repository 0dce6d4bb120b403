import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { IdentitySettings } from '../settings.ts';
import { ProviderTokenRejected, type IdentityProviderVerifier, type VerifiedIdentity } from './identity-provider.ts';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleSettings {
  jwksUrl: string;
  clientId: string | undefined;
}

export function googleSettings(s: IdentitySettings): GoogleSettings {
  return { jwksUrl: s.GOOGLE_JWKS_URL, clientId: s.GOOGLE_CLIENT_ID };
}

/** Verifies a Google ID token (a JWT): signature against Google's JWKS, issuer, audience, expiry. */
export class GoogleVerifier implements IdentityProviderVerifier {
  readonly provider = 'google' as const;
  private readonly keySets = new Map<string, JWTVerifyGetKey>();

  constructor(private readonly settings: GoogleSettings) {}

  private keySet(url: string): JWTVerifyGetKey {
    let set = this.keySets.get(url);
    if (!set) {
      set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000 });
      this.keySets.set(url, set);
    }
    return set;
  }

  async verify(idToken: string): Promise<VerifiedIdentity> {
    const { jwksUrl, clientId } = this.settings;
    if (!clientId) throw new ProviderTokenRejected(this.provider, 'GOOGLE_CLIENT_ID is not configured');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, this.keySet(jwksUrl), {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ['RS256', 'ES256'],
      }));
    } catch (err) {
      throw new ProviderTokenRejected(this.provider, err instanceof Error ? err.message : String(err));
    }
    const email = typeof payload.email === 'string' ? payload.email : '';
    if (!email || typeof payload.sub !== 'string') throw new ProviderTokenRejected(this.provider, 'no e-mail in the token');
    return { email, emailVerified: payload.email_verified === true || payload.email_verified === 'true', subject: payload.sub };
  }
}
