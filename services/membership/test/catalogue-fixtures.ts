import { expect } from 'vitest';
import type { userCaller, useTestService } from '@takt/kit/testing';
import type { Envelope } from '@takt/proto';

export type Caller = ReturnType<typeof userCaller>;
type Harness = ReturnType<typeof useTestService>;

/** Short calls against the membership service under test, all as a given caller. */
export function catalogueClient(t: Harness) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, caller: Caller) => t.call(method, url, body, caller);
  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, caller: Caller) => {
    const res = await call(method, url, body, caller);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  return {
    call,
    ok,
    get: (url: string, caller: Caller) => call('GET', url, undefined, caller),
    /** Creates a membership type and answers its id. */
    type: async (caller: Caller, body: Record<string, unknown>) =>
      (await ok('POST', '/api/references/MembershipType', body, caller)).id as string,
    /** Creates an entry of a reference table and answers its id. */
    entry: async (caller: Caller, table: string, body: Record<string, unknown>) =>
      (await ok('POST', `/api/references/${table}`, body, caller)).id as string,
    /** This company's events of `subject` in the outbox, oldest first. */
    events: async (subject: string, companyId: string): Promise<Envelope[]> =>
      (await t.outbox(subject)).filter((e) => e.companyId === companyId),
  };
}
