import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { userCaller, useTestService } from '@takt/kit/testing';
import { membershipService } from '../src/service.ts';
import { attendeeFixtures } from './attendee-fixtures.ts';

const t = useTestService(membershipService);
const { call, get, names, type, location, attendee } = attendeeFixtures(t);

const add = (locationId: string, body: Record<string, unknown>, caller: ReturnType<typeof userCaller>) =>
  call('POST', `/api/Attendees/AddInterested/${locationId}`, body, caller);

describe('interested persons', () => {
  it('adds one at an own location (a trainer may), refusing a foreign or unknown location and bad input', async () => {
    const a = userCaller('trainer');
    const nord = await location(a.companyId, 'Nord');
    const created = await add(nord, { FirstName: 'Ida', LastName: 'Neu', Phone: '030 / 123' }, a);
    expect(created.statusCode, created.body).toBe(200);
    expect((await get(`/api/Attendees/${created.json().id}`, a)).json()).toMatchObject({
      isInterested: true,
      inactive: false,
      applicationUserId: null,
      mainLocationId: nord,
      mainLocationName: 'Nord',
      phone: '030 / 123',
    });
    const foreign = await location(userCaller('manager').companyId);
    expect((await add(foreign, { FirstName: 'X', LastName: 'Y' }, a)).statusCode).toBe(404);
    expect((await add(randomUUID(), { FirstName: 'X', LastName: 'Y' }, a)).statusCode).toBe(404);
    const bad = await add(nord, { FirstName: '', LastName: 'Y', Birthday: '2020-13-01' }, a);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['birthday', 'firstName']);
    expect(await names('/odata/Attendees/GetInterested', {}, a)).toEqual(['Neu, Ida']);
    expect((await add(nord, { FirstName: 'X', LastName: 'Y' }, userCaller('attendee', a.companyId))).statusCode).toBe(403);
  });

  it("updates an interested person; a member is not one (404), nor is another company's", async () => {
    const a = userCaller('employee');
    const nord = await location(a.companyId);
    const { id } = (await add(nord, { FirstName: 'Ida', LastName: 'Neu', Email: 'ida@example.com' }, a)).json();
    const res = await call('PUT', `/api/Attendees/UpdateInterested/${id}`, { FirstName: 'Ida', LastName: 'Alt', City: 'Köln' }, a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lastName: 'Alt', city: 'Köln', email: null, isInterested: true, mainLocationId: nord });
    const member = await attendee(a);
    expect((await call('PUT', `/api/Attendees/UpdateInterested/${member}`, { FirstName: 'X', LastName: 'Y' }, a)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/Attendees/UpdateInterested/${id}`, { FirstName: 'X', LastName: 'Y' }, userCaller('manager'))).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/Attendees/UpdateInterested/${id}`, { FirstName: 'X', LastName: 'Y' }, userCaller('attendee', a.companyId)))
        .statusCode,
    ).toBe(403);
  });

  it('converts an interested person into a member: a login, a member number and a membership; AttendeeUpdated names the login', async () => {
    const a = userCaller('employee');
    const nord = await location(a.companyId);
    const yoga = await type(userCaller('manager', a.companyId), 'Yoga');
    await attendee(a, { MemberNumber: '12' });
    const { id } = (await add(nord, { FirstName: 'Ida', LastName: 'Neu' }, a)).json();
    const convert = (body: Record<string, unknown>, caller = a) =>
      call('PUT', `/api/Attendees/UpdateInterested/${id}`, { FirstName: 'Ida', LastName: 'Neu', ...body }, caller);

    // A trainer may edit interested persons but not create members.
    expect((await convert({ UserName: 'ida.neu' }, userCaller('trainer', a.companyId))).statusCode).toBe(403);
    expect((await convert({ UserName: 'ida.neu', MemberNumber: '12' })).statusCode).toBe(409);
    const unknownType = await convert({
      UserName: 'ida.neu',
      MembershipTypes: [{ MembershipTypeId: randomUUID(), FromDate: '2026-01-01' }],
    });
    expect(unknownType.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'membershipTypes.0.membershipTypeId' }] },
    });
    expect((await convert({ UserName: 'bad name!' })).statusCode).toBe(400);
    expect((await get(`/api/Attendees/${id}`, a)).json()).toMatchObject({ isInterested: true, memberNumber: null });

    const done = await convert({
      UserName: 'ida.neu',
      MemberNumber: '13',
      MembershipTypes: [{ MembershipTypeId: yoga, FromDate: '2020-01-01' }],
    });
    expect(done.statusCode, done.body).toBe(200);
    const member = done.json();
    expect(member).toMatchObject({
      isInterested: false,
      userName: 'ida.neu',
      memberNumber: '13',
      hasActiveMembership: true,
      mainLocationId: nord,
    });
    expect(member.applicationUserId).toMatch(/^[0-9a-f-]{36}$/);
    const events = (await t.outbox('membership.attendee.updated')).filter((e) => (e.payload as { attendeeId: string }).attendeeId === id);
    expect(events.at(-1)!.payload).toMatchObject({ applicationUserId: member.applicationUserId, userName: 'ida.neu' });
    expect(await names('/odata/Attendees/GetInterested', {}, a)).toEqual([]);
    expect(await names('/odata/Attendees/GetByParams', {}, a)).toContain('Neu, Ida');
    // A member is no longer updated as interested.
    expect((await convert({})).statusCode).toBe(404);
  });

  it('deletes an interested person softly; a member answers 404 there', async () => {
    const a = userCaller('trainer');
    const nord = await location(a.companyId);
    const { id } = (await add(nord, { FirstName: 'Ida', LastName: 'Neu' }, a)).json();
    const member = await attendee(userCaller('manager', a.companyId));
    expect((await call('DELETE', `/api/Attendees/DeleteInterested/${member}`, undefined, a)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Attendees/DeleteInterested/${id}`, undefined, userCaller('manager'))).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Attendees/DeleteInterested/${id}`, undefined, userCaller('attendee', a.companyId))).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/Attendees/DeleteInterested/${id}`, undefined, a)).statusCode).toBe(200);
    expect(await names('/odata/Attendees/GetInterested', {}, a)).toEqual([]);
    expect((await get(`/api/Attendees/${member}`, a)).statusCode).toBe(200);
  });
});
