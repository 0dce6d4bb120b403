import type { IdentitySettings } from '../settings.ts';
import { ProviderTokenRejected, type IdentityProviderVerifier, type VerifiedIdentity } from './identity-provider.ts';

export interface FacebookSettings {
  graphUrl: string;
  appId: string | undefined;
  appSecret: string | undefined;
}

export function facebookSettings(s: IdentitySettings): FacebookSettings {
  return { graphUrl: s.FACEBOOK_GRAPH_URL, appId: s.FACEBOOK_APP_ID, appSecret: s.FACEBOOK_APP_SECRET };
}

interface DebugToken {
  data?: { is_valid?: boolean; app_id?: string; user_id?: string; error?: { message?: string } };
}

interface MeAnswer {
  id?: string;
  email?: string;
}

/**
 * Verifies a Facebook user access token: `debug_token` with the app token (app id|secret) must say
 * valid and issued to this app; `/me` then gives the id and the (Facebook-confirmed) e-mail.
 */
export class FacebookVerifier implements IdentityProviderVerifier {
  readonly provider = 'facebook' as const;

  constructor(
    private readonly settings: FacebookSettings,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  private async get<T>(url: URL): Promise<T> {
    let res: Response;
    try {
      res = await this.fetchFn(url, { signal: AbortSignal.timeout(5_000) });
    } catch (err) {
      throw new ProviderTokenRejected(this.provider, `Graph API unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (!res.ok) throw new ProviderTokenRejected(this.provider, `Graph API answered ${res.status}`);
    return (await res.json()) as T;
  }

  async verify(accessToken: string): Promise<VerifiedIdentity> {
    const { graphUrl, appId, appSecret } = this.settings;
    if (!appId || !appSecret) throw new ProviderTokenRejected(this.provider, 'FACEBOOK_APP_ID / FACEBOOK_APP_SECRET are not configured');

    const debug = new URL(`${graphUrl}/debug_token`);
    debug.searchParams.set('input_token', accessToken);
    debug.searchParams.set('access_token', `${appId}|${appSecret}`);
    const { data } = await this.get<DebugToken>(debug);
    if (!data?.is_valid) throw new ProviderTokenRejected(this.provider, data?.error?.message ?? 'token is not valid');
    if (data.app_id !== appId) throw new ProviderTokenRejected(this.provider, 'token was issued to another app');

    const me = new URL(`${graphUrl}/me`);
    me.searchParams.set('fields', 'id,email');
    me.searchParams.set('access_token', accessToken);
    const person = await this.get<MeAnswer>(me);
    if (!person.id || !person.email) throw new ProviderTokenRejected(this.provider, 'no e-mail granted');
    if (data.user_id && data.user_id !== person.id) throw new ProviderTokenRejected(this.provider, 'token belongs to another user');
    // Facebook hands out only confirmed addresses.
    return { email: person.email, emailVerified: true, subject: person.id };
  }
}
