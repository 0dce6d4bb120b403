import { randomUUID } from 'node:crypto';
import { eventually, payloadOf, type TestService } from '@takt/kit/testing';
import { MembershipEvents, type Caller, type PayloadOf } from '@takt/proto';
import type { Client } from '../src/store/client.ts';

type Attendee = PayloadOf<typeof MembershipEvents.AttendeeCreated>;

/** Billing's tests: calls with a caller, and membership's facts put into billing's read models. */
export function billingFixtures(t: TestService<Client>) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, caller: Caller, body?: unknown) => t.call(method, url, body, caller);
  const odata = (path: string, filter: string | undefined, caller: Caller) =>
    call('GET', `${path}?$count=true${filter ? `&$filter=${encodeURIComponent(filter)}` : ''}`, caller);

  return {
    call,
    get: (url: string, caller: Caller) => call('GET', url, caller),
    post: (url: string, caller: Caller, body?: unknown) => call('POST', url, caller, body),
    put: (url: string, caller: Caller, body?: unknown) => call('PUT', url, caller, body),
    /** Positions (newest first) matching an OData filter. */
    positions: async (caller: Caller, filter?: string) => (await odata('/odata/invoicePositions', filter, caller)).json(),
    invoices: async (caller: Caller, filter?: string) => (await odata('/odata/invoices', filter, caller)).json(),

    /** Starts an invoice run and answers the response once the run is over (its row, status finished or failed). */
    async runAndWait(caller: Caller, periodType: number, periodStart: string) {
      const res = await call('POST', '/api/invoices/Run', caller, { periodType, periodStart });
      if (res.statusCode !== 200) return { statusCode: res.statusCode, json: () => res.json(), body: res.body };
      const id = res.json().id as string;
      const row = await eventually(async () => {
        const r = (await odata('/odata/invoiceRuns', `id eq ${id}`, caller)).json().value[0];
        return r && r.status !== 'running' ? r : undefined;
      }, 30_000);
      return { statusCode: 200, json: () => row, body: JSON.stringify(row) };
    },
    /** Membership's attendee in billing's read model, with memberships of the given types. */
    async attendee(companyId: string, over: Partial<Attendee> = {}): Promise<Attendee> {
      const p = payloadOf(MembershipEvents.AttendeeCreated, {
        attendeeId: randomUUID(),
        memberships: [],
        firstName: 'Erika',
        lastName: 'Muster',
        ...over,
      });
      await t.announce(MembershipEvents.AttendeeCreated, companyId, p);
      return p;
    },
    async membershipType(companyId: string, over: Partial<PayloadOf<typeof MembershipEvents.MembershipTypeSaved>> = {}) {
      const p = payloadOf(MembershipEvents.MembershipTypeSaved, { membershipTypeId: randomUUID(), ...over });
      await t.announce(MembershipEvents.MembershipTypeSaved, companyId, p);
      return p;
    },
  };
}

export const position = (attendeeId: string, over: Record<string, unknown> = {}) => ({
  attendeeId,
  description: 'Getränk',
  centCost: 250,
  date: '2026-11-10',
  ...over,
});
