import type { ErrorBody, TokenPair } from '@takt/proto';

const ACCESS = 'takt.accessToken';
const REFRESH = 'takt.refreshToken';
const LOCALE = 'takt.locale';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

type Listener = () => void;
const signedOut = new Set<Listener>();
const changed = new Set<Listener>();
const tell = (ls: Set<Listener>) => ls.forEach((l) => l());
// Another tab signing in or out changes this tab's session too.
window.addEventListener('storage', (e) => (e.key === ACCESS || e.key === null) && tell(changed));

export const tokens = {
  get access() {
    return localStorage.getItem(ACCESS);
  },
  get refresh() {
    return localStorage.getItem(REFRESH);
  },
  store(t: TokenPair) {
    localStorage.setItem(ACCESS, t.accessToken);
    localStorage.setItem(REFRESH, t.refreshToken);
    tell(changed);
  },
  clear() {
    const had = Boolean(localStorage.getItem(ACCESS));
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
    tell(changed);
    if (had) tell(signedOut);
  },
  /** For useSyncExternalStore: told on every sign-in, refresh and sign-out. */
  subscribe(l: Listener): () => void {
    changed.add(l);
    return () => changed.delete(l);
  },
  /** Told when the session ends (logout, failed refresh, another tab). */
  onSignedOut(l: Listener): () => void {
    signedOut.add(l);
    return () => signedOut.delete(l);
  },
};

/** The language every request names (spec section 9: the locale is sent to the server). */
export const storedLocale = (): 'de' | 'en' => (localStorage.getItem(LOCALE) === 'en' ? 'en' : 'de');
export const storeLocale = (locale: 'de' | 'en') => localStorage.setItem(LOCALE, locale);

export interface Request {
  method: string;
  path: string;
  body?: unknown;
  /** Answer the body as a file (a binary download contract) instead of JSON. */
  file?: boolean;
}

/** A downloaded file: its bytes, the name the server suggests, and the answer's headers. */
export interface FileAnswer {
  blob: Blob;
  fileName: string | null;
  headers: Headers;
}

const fileNameOf = (disposition: string | null) => /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? null;

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh at a time: requests that fail together share it, because presenting a refresh token
 * a second time counts as reuse and the server then ends the whole session.
 */
function refreshOnce(): Promise<boolean> {
  refreshing ??= refresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refresh(): Promise<boolean> {
  const refreshToken = tokens.refresh;
  if (!refreshToken) return false;
  const r = await fetch('/api/users/refreshtoken', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken, accessToken: tokens.access ?? undefined }),
  });
  if (r.ok) tokens.store((await r.json()) as TokenPair);
  return r.ok;
}

/** The one place that talks HTTP: bearer token, language, refresh-and-retry-once on 401 (spec section 8). */
export async function send<T>({ method, path, body, file }: Request, retried = false): Promise<T> {
  // Uploads go as multipart: the browser sets the content type with its boundary.
  const multipart = body instanceof FormData;
  const sentWith = tokens.access;
  const res = await fetch(path, {
    method,
    headers: {
      'accept-language': storedLocale(),
      ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
      ...(tokens.access ? { authorization: `Bearer ${tokens.access}` } : {}),
    },
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
  });
  if (res.status === 401 && tokens.refresh && !retried && !/\/(authenticate|refreshtoken)$/i.test(path)) {
    // Another request may have refreshed while this one was under way: retry with its token.
    if ((tokens.access && tokens.access !== sentWith) || (await refreshOnce())) return send({ method, path, body, file }, true);
    tokens.clear();
  }
  if (res.status === 204) return undefined as T;
  if (file && res.ok)
    return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')), headers: res.headers } as T;
  const json = (await res.json().catch(() => ({ code: 'internal', message: res.statusText }))) as unknown;
  if (!res.ok) throw new ApiFailure(res.status, json as ErrorBody);
  return json as T;
}
