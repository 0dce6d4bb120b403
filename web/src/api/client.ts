import type { ErrorBody, Me, TokenPair } from '@takt/proto';

const ACCESS = 'takt.accessToken';
const REFRESH = 'takt.refreshToken';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

export const tokens = {
  get access() {
    return localStorage.getItem(ACCESS);
  },
  store(t: TokenPair) {
    localStorage.setItem(ACCESS, t.accessToken);
    localStorage.setItem(REFRESH, t.refreshToken);
  },
  clear() {
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
  },
};

async function send<T>(method: string, path: string, body?: unknown, retried = false): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', ...(tokens.access ? { authorization: `Bearer ${tokens.access}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Spec section 4: on a 401 with a stored refresh token, refresh once and repeat.
  const refresh = localStorage.getItem(REFRESH);
  if (res.status === 401 && refresh && !retried && !path.toLowerCase().includes('/authenticate')) {
    const r = await fetch('/api/users/refreshtoken', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: refresh }),
    });
    if (r.ok) {
      tokens.store((await r.json()) as TokenPair);
      return send(method, path, body, true);
    }
    tokens.clear();
  }
  const json = (await res.json().catch(() => ({ code: 'internal', message: res.statusText }))) as unknown;
  if (!res.ok) throw new ApiFailure(res.status, json as ErrorBody);
  return json as T;
}

export interface AppointmentRow {
  id: string;
  courseName: string;
  date: string;
  timeFrom: string;
  timeTill: string;
  maxAttendees: number;
}

export const api = {
  login: (username: string, password: string) => send<TokenPair>('POST', '/api/Users/authenticate', { username, password }),
  me: () => send<Me>('GET', '/api/Users/GetMe'),
  logout: () => send('POST', '/api/Users/logout', {}),
  upcomingAppointments: (fromDate: string) =>
    send<{ value: AppointmentRow[] }>(
      'GET',
      `/odata/Appointments?$filter=${encodeURIComponent(`date ge ${fromDate} and isCancelled eq false`)}&$orderby=date,timeFrom&$top=10`,
    ),
};
