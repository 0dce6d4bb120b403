import { describe, expect, it } from 'vitest';
import { assertSchemaMatchesMigrations, userCaller, useTestService } from '@takt/kit/testing';
import type { Envelope } from '@takt/proto';
import { Prisma } from '../src/store/generated/client.ts';
import { membershipService } from '../src/service.ts';

const t = useTestService(membershipService);

type Caller = ReturnType<typeof userCaller>;
const call = (method: 'GET' | 'POST', url: string, payload: unknown, caller: Caller) => t.call(method, url, payload, caller);
const get = (url: string, caller: Caller) => call('GET', url, undefined, caller);
const odata = (path: string, options: Record<string, string>, caller: Caller) =>
  get(`${path}?${new URLSearchParams(options).toString()}`, caller);

const outboxOf = async (attendeeId: string): Promise<Envelope[]> =>
  (await t.outbox('membership.attendee.created')).filter((e) => (e.payload as { attendeeId?: string }).attendeeId === attendeeId);

async function createType(caller: Caller, name: string, cost = 0): Promise<string> {
  const res = await call('POST', '/api/references/MembershipType', { Name: name, Cost: cost }, caller);
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

describe('membership', () => {
  it('has migrations that match the Prisma schema', async () => {
    await assertSchemaMatchesMigrations(t.db as never, Object.values(Prisma.ModelName));
  });

  it('creates an attendee with a login and memberships, reads it and publishes AttendeeCreated', async () => {
    const a = userCaller('manager');
    const yoga = await createType(a, 'Yoga 10er', 9900);
    const created = await call(
      'POST',
      '/api/Attendees',
      {
        FirstName: 'Anna',
        LastName: 'Müller',
        Salutation: 'ms',
        Email: 'anna@example.com',
        UserName: 'anna.mueller',
        MemberNumber: 'M-1',
        Birthday: '1990-02-28',
        MembershipTypes: [
          { MembershipTypeId: yoga, FromDate: '2020-01-01' },
          { MembershipTypeId: yoga, FromDate: '2019-01-01', TillDate: '2019-12-31' },
        ],
      },
      a,
    );
    expect(created.statusCode).toBe(200);
    const { id } = created.json();

    const read = await get(`/api/Attendees/${id}`, a);
    expect(read.statusCode).toBe(200);
    const dto = read.json();
    expect(dto).toMatchObject({
      id,
      companyId: a.companyId,
      fullName: 'Müller, Anna',
      memberNumber: 'M-1',
      birthday: '1990-02-28',
      isInterested: false,
      hasActiveMembership: true,
      membershipTypes: [
        { membershipTypeId: yoga, membershipTypeName: 'Yoga 10er', fromDate: '2019-01-01', tillDate: '2019-12-31' },
        { membershipTypeId: yoga, membershipTypeName: 'Yoga 10er', fromDate: '2020-01-01' },
      ],
    });
    expect(dto.applicationUserId).toMatch(/^[0-9a-f-]{36}$/);

    const events = await outboxOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({
      applicationUserId: dto.applicationUserId,
      userName: 'anna.mueller',
      active: true,
      birthday: '1990-02-28',
      gender: 'female',
      fromDate: null,
      tillDate: null,
      memberships: [
        { membershipTypeId: yoga, fromDate: '2020-01-01', tillDate: null },
        { membershipTypeId: yoga, fromDate: '2019-01-01', tillDate: '2019-12-31' },
      ],
    });
  });

  it('creates an interested person without a login when no user name is given', async () => {
    const a = userCaller('employee');
    const created = await call('POST', '/api/Attendees', { firstName: 'Ben', lastName: 'Schulz' }, a);
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect((await get(`/api/Attendees/${id}`, a)).json()).toMatchObject({
      applicationUserId: null,
      isInterested: true,
      hasActiveMembership: false,
      membershipTypes: [],
    });
    const events = await outboxOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({
      applicationUserId: null,
      userName: null,
      memberships: [],
      active: true,
      tillDate: null,
      gender: null,
    });
  });

  it('keeps member numbers unique per company, empty accepted', async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    expect((await call('POST', '/api/Attendees', { firstName: 'C', lastName: 'One', memberNumber: '42' }, a)).statusCode).toBe(200);
    const dup = await call('POST', '/api/Attendees', { firstName: 'C', lastName: 'Two', memberNumber: '42' }, a);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'member_number_taken', details: { field: 'memberNumber' } });
    expect((await call('POST', '/api/Attendees', { firstName: 'C', lastName: 'Three', memberNumber: '42' }, b)).statusCode).toBe(200);
    expect((await call('POST', '/api/Attendees', { firstName: 'C', lastName: 'Four', memberNumber: '' }, a)).statusCode).toBe(200);
    expect((await call('POST', '/api/Attendees', { firstName: 'C', lastName: 'Five', memberNumber: '' }, a)).statusCode).toBe(200);

    const racing = await Promise.all(
      [1, 2, 3, 4].map((n) => call('POST', '/api/Attendees', { firstName: 'R', lastName: `${n}`, memberNumber: 'R-1' }, a)),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    // The losers of the race meet the unique index, not the check: it must still name the member number.
    for (const r of racing.filter((r) => r.statusCode === 409)) expect(r.json()).toMatchObject({ code: 'member_number_taken' });
  });

  it('rejects bad input and membership types of another tenant with field errors', async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const foreign = await createType(b, 'Foreign');
    const own = await createType(a, 'Own');
    const bad = await call('POST', '/api/Attendees', { FirstName: '', LastName: 'X', Email: 'not-an-email', Phone: 'abc' }, a);
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'email', 'phone']));

    const types = await call(
      'POST',
      '/api/Attendees',
      {
        FirstName: 'D',
        LastName: 'E',
        MembershipTypes: [
          { MembershipTypeId: foreign, FromDate: '2026-01-01' },
          { MembershipTypeId: own, FromDate: '2026-02-01', TillDate: '2026-01-31' },
        ],
      },
      a,
    );
    expect(types.statusCode).toBe(400);
    expect(types.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'membershipTypes.0.membershipTypeId' }, { field: 'membershipTypes.1.tillDate' }] },
    });
    // Nothing was written for the refused attendee.
    expect((await odata('/odata/Attendees', { $count: 'true' }, a)).json()['@odata.count']).toBe(0);
  });

  it('scopes attendees and membership types to the tenant', async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const typeId = await createType(a, 'Only A');
    const { id } = (await call('POST', '/api/Attendees', { firstName: 'F', lastName: 'G' }, a)).json();
    expect((await get(`/api/Attendees/${id}`, b)).statusCode).toBe(404);
    expect((await get(`/api/Attendees/${id}`, userCaller('trainer', a.companyId))).statusCode).toBe(200);
    expect((await odata('/odata/Attendees', { $count: 'true' }, b)).json()['@odata.count']).toBe(0);
    expect((await odata('/odata/MembershipTypes', { $count: 'true' }, b)).json()).toMatchObject({ value: [], '@odata.count': 0 });
    expect((await odata('/odata/MembershipTypes', {}, a)).json().value).toEqual([
      { id: typeId, name: 'Only A', type: 2, cost: 0, active: true, discounts: [] },
    ]);
  });

  it('lists attendees with OData filter, order, top and count', async () => {
    const a = userCaller('manager');
    for (const [firstName, lastName, memberNumber] of [
      ['Zoe', 'Adler', 'A-3'],
      ['Anna', 'Adler', 'A-1'],
      ['Max', 'Zimmer', 'A-2'],
      ['Lea', 'Berg', 'B-1'],
    ]) {
      expect((await call('POST', '/api/Attendees', { firstName, lastName, memberNumber }, a)).statusCode).toBe(200);
    }
    const byDefault = (await odata('/odata/Attendees', {}, a)).json().value.map((x: { fullName: string }) => x.fullName);
    expect(byDefault).toEqual(['Adler, Anna', 'Adler, Zoe', 'Berg, Lea', 'Zimmer, Max']);

    const page = await odata(
      '/odata/Attendees',
      { $filter: "startswith(memberNumber,'a-')", $orderby: 'memberNumber desc', $top: '2', $count: 'true' },
      a,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json()['@odata.count']).toBe(3);
    expect(page.json().value.map((x: { memberNumber: string }) => x.memberNumber)).toEqual(['A-3', 'A-2']);

    const selected = await odata('/odata/Attendees', { $filter: "lastName eq 'Berg'", $select: 'id,firstName' }, a);
    expect(Object.keys(selected.json().value[0]).sort()).toEqual(['firstName', 'id']);
  });

  it('lists membership types sorted by name and filters by cost', async () => {
    const a = userCaller('manager');
    await createType(a, 'Zumba', 5000);
    await createType(a, 'Aerobic', 3000);
    await createType(a, 'Pilates', 7000);
    expect((await odata('/odata/MembershipTypes', {}, a)).json().value.map((t: { name: string }) => t.name)).toEqual([
      'Aerobic',
      'Pilates',
      'Zumba',
    ]);
    const cheap = await odata('/odata/MembershipTypes', { $filter: 'cost le 5000', $orderby: 'cost desc', $count: 'true' }, a);
    expect(cheap.json()).toMatchObject({ value: [{ name: 'Zumba' }, { name: 'Aerobic' }], '@odata.count': 2 });
  });

  it('answers 400 for unknown OData fields and 403 for roles without access', async () => {
    const a = userCaller('manager');
    const unknown = await odata('/odata/Attendees', { $filter: "password eq 'x'" }, a);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'odata_invalid' });
    expect((await odata('/odata/Attendees', { $orderby: 'secret' }, a)).json()).toMatchObject({ code: 'odata_invalid' });
    const trainer = userCaller('trainer', a.companyId);
    expect((await call('POST', '/api/Attendees', { firstName: 'T', lastName: 'R' }, trainer)).statusCode).toBe(403);
    expect((await call('POST', '/api/references/MembershipType', { name: 'X' }, userCaller('employee', a.companyId))).statusCode).toBe(403);
    expect((await odata('/odata/Attendees', {}, userCaller('attendee', a.companyId))).statusCode).toBe(403);
  });
});
