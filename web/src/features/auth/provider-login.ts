// Google and Facebook sign-in without their SDKs: a full-page redirect to the provider's OAuth
// dialog (implicit flow), back to /login/callback with the token in the fragment. No provider
// script runs in the app, so the content security policy stays as it is.

export type Provider = 'google' | 'facebook';

const PENDING = 'takt.providerLogin';
const GOOGLE_AUTH = 'https://accounts.google.com/o/oauth2/v2/auth';
const FACEBOOK_AUTH = 'https://www.facebook.com/v19.0/dialog/oauth';

interface Pending {
  provider: Provider;
  state: string;
  target: string;
}

export const callbackUrl = () => `${location.origin}/login/callback`;

/** The provider's dialog URL; the state ties the answer to this browser tab's request. */
export function providerAuthUrl(provider: Provider, clientId: string, state: string): string {
  const q = new URLSearchParams({ client_id: clientId, redirect_uri: callbackUrl(), state });
  if (provider === 'google') {
    q.set('response_type', 'id_token');
    q.set('scope', 'openid email');
    q.set('nonce', state);
    q.set('prompt', 'select_account');
    return `${GOOGLE_AUTH}?${q}`;
  }
  q.set('response_type', 'token');
  q.set('scope', 'email');
  return `${FACEBOOK_AUTH}?${q}`;
}

export function startProviderLogin(provider: Provider, clientId: string, target: string): void {
  const state = crypto.randomUUID();
  sessionStorage.setItem(PENDING, JSON.stringify({ provider, state, target } satisfies Pending));
  location.assign(providerAuthUrl(provider, clientId, state));
}

export type ProviderAnswer =
  { ok: true; provider: Provider; token: string; target: string } | { ok: false; reason: 'cancelled' | 'state'; target?: string };

/**
 * Reads the provider's answer from the callback URL (fragment, or query for errors) once: the
 * pending request is removed, so a reload or a forged link cannot replay it.
 */
export function takeProviderAnswer(url: URL): ProviderAnswer {
  const raw = sessionStorage.getItem(PENDING);
  sessionStorage.removeItem(PENDING);
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  for (const [k, v] of url.searchParams) if (!params.has(k)) params.set(k, v);
  let pending: Pending | undefined;
  try {
    pending = raw ? (JSON.parse(raw) as Pending) : undefined;
  } catch {
    pending = undefined;
  }
  if (!pending || params.get('state') !== pending.state) return { ok: false, reason: 'state' };
  const token = params.get(pending.provider === 'google' ? 'id_token' : 'access_token');
  if (params.get('error') || !token) return { ok: false, reason: 'cancelled', target: pending.target };
  return { ok: true, provider: pending.provider, token, target: pending.target };
}
