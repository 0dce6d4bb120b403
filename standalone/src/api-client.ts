import type { ErrorBody } from '@takt/proto';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(`${status} ${body.code}: ${body.message}`);
  }
}

/** A small client of the public API, used by the demo seed, end-to-end tests and load tests. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    public token?: string,
  ) {}

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.raw(method, path, body);
    const text = await res.text();
    const json = text ? (JSON.parse(text) as unknown) : undefined;
    if (!res.ok) throw new ApiError(res.status, json as ErrorBody);
    return json as T;
  }

  raw(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const isForm = body instanceof FormData;
    return fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  }

  get<T = unknown>(path: string): Promise<T> {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('POST', path, body ?? {});
  }

  async login(username: string, password: string): Promise<{ accessToken: string; refreshToken: string }> {
    const tokens = await this.post<{ accessToken: string; refreshToken: string }>('/api/Users/authenticate', { username, password });
    this.token = tokens.accessToken;
    return tokens;
  }

  as(token: string): ApiClient {
    return new ApiClient(this.baseUrl, token);
  }
}
