import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@takt/kit/testing';
import { ApiClient } from '../src/api-client.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';
import { useSystem } from './use-system.ts';

// Issue 8: bad input and another company's ids, per membership family, through the gateway. Each
// row answers its status and stable code (and field) and changes nothing in either company.
const booted = useSystem('membership-bad-input');

interface Studio {
  tenant: Tenant;
  locationId: string;
  typeId: string;
  attendeeId: string;
  requestId: string;
}
let a: Studio;
let b: Studio;
const today = new Date().toISOString().slice(0, 10);
const BAD_IBAN = 'DE89370400440532013001';

async function studio(): Promise<Studio> {
  const tenant = await createTenant(booted.system.gatewayUrl);
  const { api } = tenant;
  const { id: locationId } = await api.post<{ id: string }>('/api/Locations', { Name: 'Mitte', Active: true });
  const { id: typeId } = await api.post<{ id: string }>('/api/references/MembershipType', { Name: 'Fitness', Cost: 3000 });
  const { id: attendeeId } = await api.post<{ id: string }>('/api/Attendees', { FirstName: 'Ida', LastName: 'Eins', MemberNumber: '0001' });
  const { id: requestId } = await api.post<{ id: string }>('/api/MembershipRequests', { AttendeeId: attendeeId, Type: 5, Reason: 'Umzug' });
  // The public application knows the location once membership has identity's event.
  await eventually(async () => {
    const res = await new ApiClient(booted.system.gatewayUrl).raw('POST', '/api/AttendeeRegisterFull/Confirmation', {
      LocationId: locationId,
      MembershipTypeIds: [typeId],
    });
    return res.ok ? true : undefined;
  });
  return { tenant, locationId, typeId, attendeeId, requestId };
}

beforeAll(async () => {
  [a, b] = [await studio(), await studio()];
}, 120_000);

/** What each company holds: attendees, membership types, requests, contacts of its attendee and its payment data. */
async function holdings(s: Studio) {
  const { api } = s.tenant;
  const count = async (path: string) => (await api.get<{ '@odata.count': number }>(`${path}?$count=true&$top=1`))['@odata.count'];
  return {
    attendees: await count('/odata/Attendees'),
    interested: await count('/odata/Attendees/GetInterested'),
    types: await count('/odata/MembershipTypes'),
    requests: await count('/odata/MembershipRequests'),
    contacts: (await api.get<unknown[]>(`/api/Contact/GetByAttendeeId/${s.attendeeId}`)).length,
    mandate: await api.get<unknown>(`/api/PaymentData/GetPaymentMandate/${s.attendeeId}`),
  };
}

const applicant = (over: Record<string, unknown> = {}) => ({
  FirstName: 'Mia',
  LastName: 'Sommer',
  Email: 'mia@example.de',
  Birthday: '1990-04-01',
  UserName: `mia.${randomUUID().slice(0, 8)}`,
  ...over,
});
const application = (over: Record<string, unknown> = {}) => ({
  LocationId: a.locationId,
  MembershipTypeIds: [a.typeId],
  InputAppUser: applicant(),
  PaymentMandate: { Iban: 'DE89 3704 0044 0532 0130 00', AccountHolder: 'Mia Sommer' },
  AgreedToTermsAndPrivacy: true,
  ...over,
});

type Row = [family: string, what: string, request: () => [string, string, unknown?], status: number, code: string, field?: string];
const ROWS: Row[] = [
  [
    'attendees',
    'a duplicate member number',
    () => ['POST', '/api/Attendees', { FirstName: 'Max', LastName: 'Zwei', MemberNumber: '0001' }],
    409,
    'member_number_taken',
  ],
  [
    'attendees',
    'an unknown membership type',
    () => [
      'POST',
      '/api/Attendees',
      { FirstName: 'Max', LastName: 'Zwei', MembershipTypes: [{ MembershipTypeId: randomUUID(), FromDate: today }] },
    ],
    400,
    'validation_failed',
  ],
  [
    'attendees',
    "another company's membership type",
    () => [
      'POST',
      '/api/Attendees',
      { FirstName: 'Max', LastName: 'Zwei', MembershipTypes: [{ MembershipTypeId: b.typeId, FromDate: today }] },
    ],
    400,
    'validation_failed',
  ],
  ['attendees', "reading another company's attendee", () => ['GET', `/api/Attendees/${b.attendeeId}`], 404, 'not_found'],
  [
    'attendees',
    "changing another company's attendee",
    () => ['PUT', `/api/Attendees/${b.attendeeId}`, { FirstName: 'X', LastName: 'Y' }],
    404,
    'not_found',
  ],
  ['attendees', "deleting another company's attendee", () => ['DELETE', `/api/Attendees/${b.attendeeId}`], 404, 'not_found'],
  [
    'payment data',
    'an invalid IBAN',
    () => ['POST', '/api/PaymentData/UpdatePaymentMandate', { AttendeeId: a.attendeeId, Type: 0, Iban: BAD_IBAN, AccountHolder: 'Ida' }],
    400,
    'validation_failed',
    'iban',
  ],
  [
    'contacts',
    "another company's attendee as the contact",
    () => [
      'POST',
      '/api/Contact/AddMultiple',
      { AttendeeId: a.attendeeId, Contacts: [{ ContactAttendeeId: b.attendeeId, FirstName: 'X', LastName: 'Y' }] },
    ],
    400,
    'validation_failed',
  ],
  [
    'contacts',
    "another company's attendee's contacts",
    () => ['POST', '/api/Contact/AddMultiple', { AttendeeId: b.attendeeId, Contacts: [] }],
    404,
    'not_found',
  ],
  [
    'contacts',
    "reading another company's attendee's contacts",
    () => ['GET', `/api/Contact/GetByAttendeeId/${b.attendeeId}`],
    404,
    'not_found',
  ],
  [
    'catalogue',
    'a membership type without a name',
    () => ['POST', '/api/references/MembershipType', { Cost: 100 }],
    400,
    'validation_failed',
    'name',
  ],
  ['catalogue', 'an unknown reference table', () => ['POST', '/api/references/Nonsense', { Name: 'X' }], 400, 'unknown_table'],
  [
    'catalogue',
    "changing another company's membership type",
    () => ['PUT', `/api/references/MembershipType/${b.typeId}`, { Name: 'X', Cost: 1 }],
    404,
    'not_found',
  ],
  ['catalogue', "reading another company's membership type", () => ['GET', `/api/references/MembershipType/${b.typeId}`], 404, 'not_found'],
  [
    'membership requests',
    'an unknown membership type',
    () => ['POST', '/api/MembershipRequests', { AttendeeId: a.attendeeId, Type: 1, MembershipTypeId: randomUUID() }],
    400,
    'validation_failed',
    'membershipTypeId',
  ],
  [
    'membership requests',
    "another company's attendee",
    () => ['POST', '/api/MembershipRequests', { AttendeeId: b.attendeeId, Type: 5 }],
    400,
    'validation_failed',
    'attendeeId',
  ],
  [
    'membership requests',
    "deleting another company's request",
    () => ['DELETE', `/api/MembershipRequests/${b.requestId}`],
    404,
    'not_found',
  ],
  [
    'public application',
    'a minor without a guardian for a paid type',
    () => ['POST', '/api/AttendeeRegisterFull/RegisterAttendee/de', application({ InputAppUser: applicant({ Birthday: '2015-06-01' }) })],
    400,
    'validation_failed',
    'contact',
  ],
  [
    'public application',
    'an invalid IBAN',
    () => [
      'POST',
      '/api/AttendeeRegisterFull/RegisterAttendee/de',
      application({ PaymentMandate: { Iban: BAD_IBAN, AccountHolder: 'Mia' } }),
    ],
    400,
    'validation_failed',
    'paymentMandate.iban',
  ],
  [
    'public application',
    "another company's location with this company's type",
    () => ['POST', '/api/AttendeeRegisterFull/RegisterAttendee/de', application({ LocationId: b.locationId })],
    400,
    'validation_failed',
    'membershipTypeIds.0',
  ],
  [
    'public application',
    'an unknown location',
    () => ['POST', '/api/AttendeeRegisterFull/RegisterAttendee/de', application({ LocationId: randomUUID() })],
    404,
    'not_found',
  ],
  [
    'public application',
    "another company's interested person",
    () => ['POST', '/api/AttendeeRegisterFull/RegisterAttendee/de', application({ ExistingAttendeeId: b.attendeeId })],
    404,
    'not_found',
  ],
];

describe('membership bad input and cross-tenant ids through the gateway', { timeout: 60_000 }, () => {
  it.each(ROWS)('%s: %s', async (_family, _what, request, status, code, field) => {
    const before = [await holdings(a), await holdings(b)];
    const [method, path, body] = request();
    const res = await a.tenant.api.raw(method, path, body);
    expect(res.status).toBe(status);
    const answer = (await res.json()) as { code: string; details?: { fields?: { field: string }[] } };
    expect(answer.code).toBe(code);
    if (field) expect(answer.details?.fields?.map((f) => f.field)).toContain(field);
    expect([await holdings(a), await holdings(b)]).toEqual(before);
  });
});
