import { expect } from 'vitest';
import { payloadOf, userCaller, type TestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import type { Client } from '../src/store/client.ts';

export type Caller = ReturnType<typeof userCaller>;

/** Calls and builders the attendee tests share; data is made through the API (and announced events). */
export function attendeeFixtures(t: TestService<Client>) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, caller: Caller) =>
    t.call(method, url, payload, caller);
  const get = (url: string, caller: Caller) => call('GET', url, undefined, caller);
  const odata = async (path: string, options: Record<string, string>, caller: Caller) => {
    const res = await get(`${path}?${new URLSearchParams(options).toString()}`, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { value: { id: string; fullName: string; [k: string]: unknown }[]; '@odata.count'?: number };
  };
  const names = async (path: string, options: Record<string, string>, caller: Caller) =>
    (await odata(path, options, caller)).value.map((a) => a.fullName);

  async function type(caller: Caller, name: string): Promise<string> {
    const res = await call('POST', '/api/references/MembershipType', { Name: name }, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  }

  async function location(companyId: string, name = 'Halle'): Promise<string> {
    const p = payloadOf(IdentityEvents.LocationCreated, { name });
    await t.announce(IdentityEvents.LocationCreated, companyId, p);
    return p.locationId;
  }

  /** A member (with a login) unless `UserName: undefined` is passed. */
  async function attendee(caller: Caller, body: Record<string, unknown> = {}): Promise<string> {
    const res = await call(
      'POST',
      '/api/Attendees',
      { FirstName: 'Anna', LastName: 'Muster', UserName: `u${Math.random().toString(36).slice(2, 10)}`, ...body },
      caller,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  }

  return { call, get, odata, names, type, location, attendee };
}
