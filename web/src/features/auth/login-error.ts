import { ApiFailure } from '../../api/client.ts';

export interface LoginMessage {
  id: string;
  values?: Record<string, string | number>;
}

/** The login messages of spec section 8, by the server's error code. */
export function loginError(err: unknown, provider?: string): LoginMessage {
  if (!(err instanceof ApiFailure)) return { id: 'login.error.generic' };
  const { code, details } = err.body;
  if (code === 'rate_limited') {
    const seconds = (details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
    return { id: 'login.error.rate_limited', values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } };
  }
  // A refused provider login says why in the provider's terms, not "user name and password".
  if (code === 'login_invalid' && provider) return { id: 'login.error.provider_refused', values: { provider } };
  return ['login_invalid', 'login_user_passive', 'login_user_deleted'].includes(code)
    ? { id: `login.error.${code}` }
    : { id: 'login.error.generic' };
}
