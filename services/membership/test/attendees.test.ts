import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { localDate } from '@takt/kit';
import { userCaller, useTestService } from '@takt/kit/testing';
import { membershipService } from '../src/service.ts';
import { attendeeFixtures } from './attendee-fixtures.ts';

const t = useTestService(membershipService);
const { call, get, odata, type, location, attendee } = attendeeFixtures(t);

const eventsOf = async (subject: string, attendeeId: string) =>
  (await t.outbox(subject))
    .filter((e) => (e.payload as { attendeeId?: string }).attendeeId === attendeeId)
    .map((e) => e.payload as Record<string, unknown>);

describe('attendee reads', () => {
  it('answers one attendee by id and by application user, with derived values and the main location name', async () => {
    const a = userCaller('manager');
    const loc = await location(a.companyId, 'Studio Mitte');
    const yoga = await type(a, 'Yoga');
    const id = await attendee(a, {
      FirstName: 'Eva',
      LastName: 'Lang',
      // 1 January thirty years ago (the company's calendar): thirty whatever the day the test runs.
      Birthday: `${Number(localDate().slice(0, 4)) - 30}-01-01`,
      MainLocationId: loc,
      TillDate: '2020-12-31',
      FromDate: '2020-01-01',
      AttendeeRoleIds: [randomUUID()],
      MembershipTypes: [{ MembershipTypeId: yoga, FromDate: '2020-01-01', TillDate: '2020-06-30' }],
    });
    const byId = await get(`/api/Attendees/GetSingleByAttendeeId/${id}`, a);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      id,
      fullName: 'Lang, Eva',
      age: 30,
      mainLocationName: 'Studio Mitte',
      isInterested: false,
      inactive: true,
      hasActiveMembership: false,
      membershipTypes: [{ membershipTypeName: 'Yoga', active: false, fromDate: '2020-01-01', tillDate: '2020-06-30' }],
    });
    const byUser = await get(`/api/Attendees/GetSingleByApplicationUserId/${byId.json().applicationUserId}`, a);
    expect(byUser.json()).toMatchObject({ id });
    expect((await get(`/api/Attendees/GetSingleByApplicationUserId/${randomUUID()}`, a)).statusCode).toBe(404);
    // Another company sees nothing of it.
    const b = userCaller('manager');
    expect((await get(`/api/Attendees/GetSingleByAttendeeId/${id}`, b)).statusCode).toBe(404);
    expect((await get(`/api/Attendees/GetSingleByApplicationUserId/${byId.json().applicationUserId}`, b)).statusCode).toBe(404);
    expect((await get(`/api/Attendees/GetSingleByAttendeeId/${id}`, userCaller('attendee', a.companyId))).statusCode).toBe(403);
  });
});

describe('PUT /api/Attendees/:id', () => {
  it('updates the data and replaces the memberships when given, publishing AttendeeUpdated with the validity', async () => {
    const a = userCaller('employee');
    const yoga = await type(userCaller('manager', a.companyId), 'Yoga');
    const id = await attendee(a, { MemberNumber: '7', Email: 'old@example.com' });
    const res = await call(
      'PUT',
      `/api/Attendees/${id}`,
      {
        FirstName: 'Anna',
        LastName: 'Neu',
        Salutation: 'mr',
        MemberNumber: '8',
        City: 'Berlin',
        Active: false,
        MembershipTypes: [{ MembershipTypeId: yoga, FromDate: '2026-01-01' }],
      },
      a,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lastName: 'Neu', memberNumber: '8', city: 'Berlin', email: null, active: false, inactive: true });
    expect(res.json().membershipTypes).toHaveLength(1);
    // Without memberships in the body they stay.
    const again = await call('PUT', `/api/Attendees/${id}`, { FirstName: 'Anna', LastName: 'Neu' }, a);
    expect(again.json().membershipTypes).toHaveLength(1);
    expect(again.json().memberNumber).toBeNull();
    const events = await eventsOf('membership.attendee.updated', id);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      lastName: 'Neu',
      gender: 'male',
      active: false,
      memberNumber: '8',
      memberships: [{ membershipTypeId: yoga, fromDate: '2026-01-01', tillDate: null }],
    });
  });

  it('refuses a taken member number (409), an unknown membership type, a foreign location and inverted dates, changing nothing', async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    await attendee(a, { MemberNumber: '100' });
    const id = await attendee(a, { MemberNumber: '101', LastName: 'Bleibt' });
    const base = { FirstName: 'X', LastName: 'Y' };
    const dup = await call('PUT', `/api/Attendees/${id}`, { ...base, MemberNumber: '100' }, a);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'member_number_taken', details: { field: 'memberNumber' } });
    const foreignType = await type(b, 'Fremd');
    const unknownType = await call(
      'PUT',
      `/api/Attendees/${id}`,
      { ...base, MembershipTypes: [{ MembershipTypeId: foreignType, FromDate: '2026-01-01' }] },
      a,
    );
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'membershipTypes.0.membershipTypeId' }] },
    });
    const foreignLoc = await call('PUT', `/api/Attendees/${id}`, { ...base, MainLocationId: await location(b.companyId) }, a);
    expect(foreignLoc.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'mainLocationId' }] } });
    const dates = await call('PUT', `/api/Attendees/${id}`, { ...base, FromDate: '2026-05-02', TillDate: '2026-05-01' }, a);
    expect(dates.statusCode).toBe(400);
    expect(dates.json().details.fields.map((f: { field: string }) => f.field)).toEqual(['tillDate']);
    expect((await get(`/api/Attendees/${id}`, a)).json()).toMatchObject({ lastName: 'Bleibt', memberNumber: '101' });
    expect(await eventsOf('membership.attendee.updated', id)).toEqual([]);
  });

  it("answers 404 for another company's attendee and 403 for a trainer", async () => {
    const a = userCaller('manager');
    const id = await attendee(a);
    expect((await call('PUT', `/api/Attendees/${id}`, { FirstName: 'X', LastName: 'Y' }, userCaller('manager'))).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/Attendees/${id}`, { FirstName: 'X', LastName: 'Y' }, userCaller('trainer', a.companyId))).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/Attendees/:id (soft delete)', () => {
  it('hides the attendee from reads and lists, frees its member number and publishes AttendeeDeleted', async () => {
    const a = userCaller('manager');
    const yoga = await type(a, 'Yoga');
    const id = await attendee(a, { MemberNumber: '55', MembershipTypes: [{ MembershipTypeId: yoga, FromDate: '2026-01-01' }] });
    expect((await call('DELETE', `/api/Attendees/${id}`, undefined, userCaller('trainer', a.companyId))).statusCode).toBe(403);
    expect((await call('DELETE', `/api/Attendees/${id}`, undefined, userCaller('manager'))).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Attendees/${id}`, undefined, a)).statusCode).toBe(200);
    expect((await get(`/api/Attendees/${id}`, a)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Attendees/${id}`, undefined, a)).statusCode).toBe(404);
    expect((await odata('/odata/Attendees', { $count: 'true' }, a))['@odata.count']).toBe(0);
    // The row stays (invoices and bookings name it).
    expect(await t.db.system((tx) => tx.attendee.count({ where: { id, deletedDate: { not: null } } }))).toBe(1);
    expect((await get('/api/Attendees/IsUniqueMemberNumber/55', a)).json()).toEqual({ isUnique: true });
    const [deleted] = await eventsOf('membership.attendee.deleted', id);
    expect(deleted).toMatchObject({ attendeeId: id, memberships: [{ membershipTypeId: yoga, fromDate: '2026-01-01', tillDate: null }] });
  });
});

describe('member numbers', () => {
  it('proposes the next number and checks uniqueness per company, the edited attendee keeping its own', async () => {
    const a = userCaller('employee');
    expect((await get('/api/Attendees/GetNextMemberNumber', a)).json()).toEqual({ memberNumber: '1' });
    const id = await attendee(a, { MemberNumber: '0041' });
    await attendee(a, { MemberNumber: 'M-900' });
    expect((await get('/api/Attendees/GetNextMemberNumber', a)).json()).toEqual({ memberNumber: '0042' });
    expect((await get('/api/Attendees/GetNextMemberNumber', userCaller('manager'))).json()).toEqual({ memberNumber: '1' });
    expect((await get('/api/Attendees/IsUniqueMemberNumber/0041', a)).json()).toEqual({ isUnique: false });
    expect((await get(`/api/Attendees/IsUniqueMemberNumber/0041?id=${id}`, a)).json()).toEqual({ isUnique: true });
    expect((await get('/api/Attendees/IsUniqueMemberNumber/0041', userCaller('manager'))).json()).toEqual({ isUnique: true });
    expect((await get('/api/Attendees/IsUniqueMemberNumber/0041?id=nope', a)).statusCode).toBe(400);
    expect((await get('/api/Attendees/GetNextMemberNumber', userCaller('attendee', a.companyId))).statusCode).toBe(403);
  });
});

describe('memberships of an attendee', () => {
  it('adds one and ends it; an end before the start, an unknown type and a foreign membership are refused', async () => {
    const a = userCaller('employee');
    const manager = userCaller('manager', a.companyId);
    const yoga = await type(manager, 'Yoga');
    const id = await attendee(a);
    const added = await call('POST', `/api/Attendees/${id}/Memberships`, { MembershipTypeId: yoga, FromDate: '2026-01-01' }, a);
    expect(added.statusCode, added.body).toBe(200);
    const m = added.json();
    expect(m).toMatchObject({ membershipTypeName: 'Yoga', fromDate: '2026-01-01', active: true });
    const early = await call('PUT', `/api/Attendees/${id}/Memberships/${m.id}/End`, { TillDate: '2025-12-31' }, a);
    expect(early.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'tillDate' }] } });
    const ended = await call('PUT', `/api/Attendees/${id}/Memberships/${m.id}/End`, { TillDate: '2026-01-31' }, a);
    expect(ended.json()).toMatchObject({ id: m.id, tillDate: '2026-01-31', active: false });
    expect((await get(`/api/Attendees/${id}`, a)).json()).toMatchObject({ hasActiveMembership: false });

    const bad = await call('POST', `/api/Attendees/${id}/Memberships`, { MembershipTypeId: randomUUID(), FromDate: '2026-01-01' }, a);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'membershipTypeId' }] } });
    const invalidDate = await call('POST', `/api/Attendees/${id}/Memberships`, { MembershipTypeId: yoga, FromDate: '2026-02-30' }, a);
    expect(invalidDate.statusCode).toBe(400);
    const other = await attendee(a);
    expect((await call('PUT', `/api/Attendees/${other}/Memberships/${m.id}/End`, { TillDate: '2026-02-01' }, a)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/Attendees/${id}/Memberships`, { MembershipTypeId: yoga, FromDate: '2026-01-01' }, userCaller('manager')))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/api/Attendees/${id}/Memberships`,
          { MembershipTypeId: yoga, FromDate: '2026-01-01' },
          userCaller('trainer', a.companyId),
        )
      ).statusCode,
    ).toBe(403);
    expect((await get(`/api/Attendees/${id}`, a)).json().membershipTypes).toHaveLength(1);
    const updates = await eventsOf('membership.attendee.updated', id);
    expect(updates.at(-1)).toMatchObject({ memberships: [{ membershipTypeId: yoga, fromDate: '2026-01-01', tillDate: '2026-01-31' }] });
  });
});
