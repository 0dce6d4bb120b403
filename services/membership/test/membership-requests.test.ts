import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { localDate } from '@takt/kit';
import { IdentityEvents, MembershipRequestStatus as S, MembershipRequestType as T } from '@takt/proto';
import { recordTerminationSettings } from '../src/operations/record-termination-settings.ts';
import { membershipService } from '../src/service.ts';
import { catalogueClient, type Caller } from './catalogue-fixtures.ts';

const t = useTestService(membershipService);
const c = catalogueClient(t);

async function location(companyId: string): Promise<string> {
  const p = payloadOf(IdentityEvents.LocationCreated);
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}

/** A member with a login; answers the attendee id and the caller acting as that member. */
async function member(staff: Caller, body: Record<string, unknown> = {}) {
  const { id } = await c.ok(
    'POST',
    '/api/Attendees',
    { FirstName: 'Mia', LastName: 'Mitglied', UserName: `m.${randomUUID().slice(0, 8)}`, ...body },
    staff,
  );
  const { applicationUserId } = await c.ok('GET', `/api/Attendees/${id}`, undefined, staff);
  return { id: id as string, caller: userCaller('attendee', staff.companyId, applicationUserId) };
}

const request = async (caller: Caller, body: Record<string, unknown>) =>
  (await c.ok('POST', '/api/MembershipRequests', body, caller)).id as string;
const list = (caller: Caller, query = '') => c.ok('GET', `/odata/MembershipRequests?$count=true${query}`, undefined, caller);
const settings = (companyId: string, terminationDate: 'EndOfMonth' | 'EndOfQuarter' | 'EndOfYear', weeks: number) =>
  t.announce(
    IdentityEvents.SettingsSaved,
    companyId,
    payloadOf(IdentityEvents.SettingsSaved, {
      membershipSubscriptionTerminationDate: terminationDate,
      membershipSubscriptionTerminationInAdvanceWeeks: weeks,
    }),
  );

const year = Number(localDate(new Date()).slice(0, 4));
const endOfQuarter = () => {
  const [y, m] = localDate(new Date()).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, Math.ceil(m / 3) * 3, 0)).toISOString().slice(0, 10);
};

describe('membership requests', () => {
  it("lets a member ask for termination, ending under the company's rules as identity announces them", async () => {
    const staff = userCaller('manager');
    const { id, caller } = await member(staff);
    // Defaults (end of month, 4 weeks): the end is a month end at least four weeks away.
    const first = await request(caller, { Type: T.MembershipTermination, Reason: 'Umzug' });
    const byDefault = (await list(staff)).value.find((r: { id: string }) => r.id === first).endDate as string;
    const earliest = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);
    expect(byDefault >= earliest).toBe(true);
    // …and the last day of a month: the day after is a first.
    expect(new Date(Date.parse(`${byDefault}T00:00:00Z`) + 86_400_000).getUTCDate()).toBe(1);

    await settings(staff.companyId, 'EndOfYear', 0);
    expect(await c.ok('GET', '/api/MembershipRequests/TerminationDate', undefined, caller)).toEqual({ endDate: `${year}-12-31` });
    await settings(staff.companyId, 'EndOfQuarter', 0);
    const quarter = await request(caller, { Type: T.SubscriptionCancellation, EndDate: '2000-01-01' });
    await settings(staff.companyId, 'EndOfMonth', 0);
    const wished = await request(caller, { Type: T.MembershipTermination, EndDate: `${year + 1}-05-10` });
    // Announced twice, kept once.
    expect(await t.db.system((tx) => tx.terminationSettings.count({ where: { companyId: staff.companyId } }))).toBe(1);

    const rows = (await list(staff)).value as { id: string; endDate: string; attendeeId: string; status: number; memberFullName: string }[];
    expect(rows.find((r) => r.id === quarter)!.endDate).toBe(endOfQuarter());
    expect(rows.find((r) => r.id === wished)!.endDate).toBe(`${year + 1}-05-31`);
    expect(rows.map((r) => r.id)).toEqual([wished, quarter, first]);
    expect(rows[0]).toMatchObject({ attendeeId: id, status: S.Open, type: T.MembershipTermination, memberFullName: 'Mitglied, Mia' });
    expect((await c.ok('GET', '/api/MembershipRequests/CountOpen', undefined, staff)).count).toBe(3);
  });

  it("keeps the latest settings when identity's events arrive out of order", async () => {
    const companyId = randomUUID();
    const at = (occurredAt: string) => ({
      id: randomUUID(),
      subject: 'identity.settings.saved',
      version: 1,
      companyId,
      occurredAt,
      payload: {},
    });
    const rules = (weeks: number) =>
      payloadOf(IdentityEvents.SettingsSaved, {
        membershipSubscriptionTerminationDate: 'EndOfYear',
        membershipSubscriptionTerminationInAdvanceWeeks: weeks,
      });
    await t.db.system((tx) => recordTerminationSettings(tx, rules(8), at('2026-11-25T10:00:00.000Z')));
    await t.db.system((tx) => recordTerminationSettings(tx, rules(2), at('2026-11-25T09:00:00.000Z')));
    const stored = () => t.db.system((tx) => tx.terminationSettings.findUnique({ where: { companyId } }));
    expect(await stored()).toMatchObject({ terminationDate: 'EndOfYear', noticeWeeks: 8 });
    await t.db.system((tx) => recordTerminationSettings(tx, rules(3), at('2026-11-25T11:00:00.000Z')));
    expect(await stored()).toMatchObject({ noticeWeeks: 3 });
  });

  it('lets staff ask for a member, checking the member, the type and its age range', async () => {
    const staff = userCaller('employee');
    const b = userCaller('manager');
    const adult = await member(staff, { Birthday: '1990-01-01' });
    const foreign = await member(b);
    const teens = await c.type(userCaller('manager', staff.companyId), { Name: 'Jugend', MinAge: 12, MaxAge: 17 });
    const foreignType = await c.type(b, { Name: 'Fremd' });
    const tries: [Record<string, unknown>, string][] = [
      [{ Type: T.ContactDataChanged }, 'attendeeId'],
      [{ Type: T.ContactDataChanged, AttendeeId: foreign.id }, 'attendeeId'],
      [{ Type: T.SubscriptionOrder, AttendeeId: adult.id, MembershipTypeId: foreignType }, 'membershipTypeId'],
      [{ Type: T.SubscriptionOrder, AttendeeId: adult.id, MembershipTypeId: teens }, 'membershipTypeId'],
      [{ Type: 9, AttendeeId: adult.id }, 'type'],
    ];
    for (const [body, field] of tries) {
      const res = await c.call('POST', '/api/MembershipRequests', body, staff);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
    expect((await list(staff))['@odata.count']).toBe(0);

    // A cancellation of the same type is no order: the age range does not matter.
    await request(staff, { Type: T.SubscriptionCancellation, AttendeeId: adult.id, MembershipTypeId: teens });
    await request(staff, { Type: T.ContactDataChanged, AttendeeId: adult.id, Wishes: 'Neue Adresse', AdditionalData: '{"zip":"10115"}' });
    expect((await list(staff)).value.map((r: { type: number }) => r.type)).toEqual([T.ContactDataChanged, T.SubscriptionCancellation]);
  });

  it('keeps members to their own requests', async () => {
    const staff = userCaller('manager');
    const one = await member(staff);
    const other = await member(staff);
    expect(
      (await c.call('POST', '/api/MembershipRequests', { Type: T.MembershipTermination, AttendeeId: other.id }, one.caller)).statusCode,
    ).toBe(403);
    const stranger = userCaller('attendee', staff.companyId);
    expect((await c.call('POST', '/api/MembershipRequests', { Type: T.MembershipTermination }, stranger)).statusCode).toBe(403);
    await request(one.caller, { Type: T.MembershipTermination, AttendeeId: one.id });
    expect((await list(staff)).value.map((r: { attendeeId: string }) => r.attendeeId)).toEqual([one.id]);
    for (const url of ['/odata/MembershipRequests', '/api/MembershipRequests/CountOpen']) {
      expect((await c.get(url, one.caller)).statusCode).toBe(403);
      expect((await c.get(url, userCaller('trainer', staff.companyId))).statusCode).toBe(403);
    }
  });

  it('lists the requests of a location or a department and filters by status', async () => {
    const staff = userCaller('manager');
    const hall = await location(staff.companyId);
    const department = randomUUID();
    const inHall = await member(staff, { MainLocationId: hall });
    const elsewhere = await member(staff);
    const a = await request(staff, { Type: T.ContactDataChanged, AttendeeId: inHall.id });
    const b = await request(staff, { Type: T.ContactDataChanged, AttendeeId: elsewhere.id, DepartmentId: department });
    await c.ok('PUT', '/api/MembershipRequests/UpdateStatusMultiple', { Ids: [b], Status: S.Rejected }, staff);

    const ids = async (path: string) => (await c.ok('GET', path, undefined, staff)).value.map((r: { id: string }) => r.id);
    expect(await ids(`/odata/MembershipRequests/GetInLocation/${hall}`)).toEqual([a]);
    expect(await ids(`/odata/MembershipRequests/GetInDepartment/${department}`)).toEqual([b]);
    expect(await ids(`/odata/MembershipRequests?$filter=status eq ${S.Open}`)).toEqual([a]);
    expect(await ids(`/odata/MembershipRequests?$filter=contains(memberFullName,'mitgl')&$orderby=createdDate asc`)).toEqual([a, b]);
    expect((await c.ok('GET', '/api/MembershipRequests/CountOpen', undefined, staff)).count).toBe(1);
  });

  it('marks open requests Done or Rejected in bulk with who and when, all or none', async () => {
    const staff = userCaller('employee');
    const { id } = await member(staff);
    const [r1, r2, r3] = [
      await request(staff, { Type: T.ContactDataChanged, AttendeeId: id }),
      await request(staff, { Type: T.ContactDataChanged, AttendeeId: id }),
      await request(staff, { Type: T.ContactDataChanged, AttendeeId: id }),
    ];
    expect(await c.ok('PUT', '/api/MembershipRequests/UpdateStatusMultiple', { Ids: [r1, r2], Status: S.Done }, staff)).toEqual({
      updated: 2,
    });
    const done = (await list(staff, `&$filter=status eq ${S.Done}`)).value;
    expect(done.map((r: { id: string }) => r.id).sort()).toEqual([r1, r2].sort());
    expect(done[0]).toMatchObject({ editedById: staff.userId, editedDate: expect.any(String) });

    // A decided request stays decided, and a mixed batch changes nothing.
    for (const ids of [[r1], [r3, r2]]) {
      const res = await c.call('PUT', '/api/MembershipRequests/UpdateStatusMultiple', { Ids: ids, Status: S.Rejected }, staff);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'request_not_open' });
    }
    expect((await c.call('PUT', '/api/MembershipRequests/UpdateStatusMultiple', { Ids: [r3], Status: S.Open }, staff)).statusCode).toBe(
      400,
    );
    expect((await c.call('PUT', '/api/MembershipRequests/UpdateStatusMultiple', { Ids: [], Status: S.Done }, staff)).statusCode).toBe(400);
    expect(
      (await c.call('PUT', '/api/MembershipRequests/UpdateStatusMultiple', { Ids: [r3, randomUUID()], Status: S.Done }, staff)).statusCode,
    ).toBe(404);
    expect((await list(staff, `&$filter=status eq ${S.Open}`)).value.map((r: { id: string }) => r.id)).toEqual([r3]);

    // Only an open request can be corrected.
    expect(await c.ok('PUT', `/api/MembershipRequests/${r3}`, { Reason: 'Korrigiert', StartDate: '2027-01-01' }, staff)).toMatchObject({
      reason: 'Korrigiert',
      startDate: '2027-01-01',
      editedById: staff.userId,
    });
    expect((await c.call('PUT', `/api/MembershipRequests/${r1}`, { Reason: 'Zu spät' }, staff)).json()).toMatchObject({
      code: 'request_not_open',
    });
    await c.ok('DELETE', `/api/MembershipRequests/${r1}`, undefined, staff);
    expect((await list(staff))['@odata.count']).toBe(2);

    // A deleted member keeps their requests, marked; no new request names them.
    expect((await list(staff)).value.every((r: { isMemberDeleted: boolean }) => !r.isMemberDeleted)).toBe(true);
    await c.ok('DELETE', `/api/Attendees/${id}`, undefined, userCaller('manager', staff.companyId));
    expect((await list(staff)).value.map((r: { isMemberDeleted: boolean }) => r.isMemberDeleted)).toEqual([true, true]);
    const gone = await c.call('POST', '/api/MembershipRequests', { Type: T.ContactDataChanged, AttendeeId: id }, staff);
    expect(gone.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'attendeeId' }] } });
  });

  it("answers 404 for another company's requests and 403 for roles that may not decide", async () => {
    const staff = userCaller('manager');
    const b = userCaller('manager');
    const { id } = await member(staff);
    const r = await request(staff, { Type: T.ContactDataChanged, AttendeeId: id });
    expect((await c.call('PUT', '/api/MembershipRequests/UpdateStatusMultiple', { Ids: [r], Status: S.Done }, b)).statusCode).toBe(404);
    expect((await c.call('PUT', `/api/MembershipRequests/${r}`, { Reason: 'X' }, b)).statusCode).toBe(404);
    expect((await c.call('DELETE', `/api/MembershipRequests/${r}`, undefined, b)).statusCode).toBe(404);
    expect((await list(b))['@odata.count']).toBe(0);
    expect((await c.ok('GET', '/api/MembershipRequests/CountOpen', undefined, b)).count).toBe(0);
    for (const role of ['trainer', 'attendee'] as const) {
      const other = userCaller(role, staff.companyId);
      expect((await c.call('PUT', '/api/MembershipRequests/UpdateStatusMultiple', { Ids: [r], Status: S.Done }, other)).statusCode).toBe(
        403,
      );
      expect((await c.call('DELETE', `/api/MembershipRequests/${r}`, undefined, other)).statusCode).toBe(403);
    }
    expect((await list(staff, `&$filter=status eq ${S.Open}`))['@odata.count']).toBe(1);
  });
});
