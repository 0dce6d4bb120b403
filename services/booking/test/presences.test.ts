import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures } from './booking-fixtures.ts';

// Presence: who entered which location and is there now; one open visit per person.
const t = useTestService(bookingService);
const { appointment, attendee, book } = bookingFixtures(t);
const post = (path: string, body: unknown, caller: Caller) => t.call('POST', `/api/Presences/${path}`, body, caller);

async function location(companyId: string, name = 'Studio Mitte'): Promise<string> {
  const p = payloadOf(IdentityEvents.LocationCreated, { name });
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}

describe('presences', () => {
  it('enters, moves to another location, counts, lists online first and leaves', async () => {
    const staff = userCaller('employee');
    const [mitte, sued] = [await location(staff.companyId), await location(staff.companyId, 'Studio Süd')];
    const member = await attendee(staff.companyId);
    const other = await attendee(staff.companyId);
    const appointmentId = await appointment(staff.companyId, 5);
    const attendanceId = (await book(staff, appointmentId, member)).json().id;

    const entered = await post(
      'Enter',
      { AttendeeId: member, LocationId: mitte, AttendanceIds: [attendanceId], Text: 'Karte vergessen' },
      staff,
    );
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json()).toMatchObject({
      attendeeId: member,
      locationName: 'Studio Mitte',
      fullName: 'Muster, Max',
      role: 'attendee',
      isOnline: true,
      dateLeave: null,
      attendanceIds: [attendanceId],
    });
    // The same place again keeps the visit; another place closes it and opens a new one.
    expect((await post('Enter', { AttendeeId: member, LocationId: mitte }, staff)).json().id).toBe(entered.json().id);
    const moved = (await post('Enter', { AttendeeId: member, LocationId: sued }, staff)).json();
    expect(moved).toMatchObject({ locationName: 'Studio Süd', isOnline: true });
    await post('Enter', { AttendeeId: other, LocationId: mitte }, staff);
    const self = await post('Enter', { ApplicationUserId: staff.userId, LocationId: mitte }, staff);
    expect(self.json()).toMatchObject({ role: 'employee', attendeeId: null, fullName: null });

    const count = async (body: object) => (await post('CountOnline', body, staff)).json().count;
    expect(await count({})).toBe(3);
    expect(await count({ LocationId: mitte })).toBe(2);
    expect(await count({ LocationId: mitte, Roles: ['attendee'] })).toBe(1);

    const list = (await t.call('GET', '/odata/Presences?$count=true', undefined, staff)).json();
    expect(list['@odata.count']).toBe(4);
    expect(list.value.map((p: { isOnline: boolean }) => p.isOnline)).toEqual([true, true, true, false]);
    const online = (await t.call('GET', `/odata/Presences?$filter=${encodeURIComponent('isOnline eq false')}`, undefined, staff)).json();
    expect(online.value.map((p: { id: string }) => p.id)).toEqual([entered.json().id]);

    const left = await post('Leave', { AttendeeId: member }, staff);
    expect(left.json()).toMatchObject({ id: moved.id, isOnline: false });
    expect(left.json().dateLeave).toBeTruthy();
    expect((await post('Leave', { AttendeeId: member }, staff)).json().code).toBe('not_present');
    expect((await post('LastState', { AttendeeId: member }, staff)).json()).toMatchObject({ isOnline: false, presence: { id: moved.id } });
    expect((await post('LastState', { AttendeeId: other }, staff)).json()).toMatchObject({ isOnline: true });

    // An unknown id refuses the whole call.
    expect((await post('LeaveMulipleByAttendances', { AttendanceIds: [attendanceId, randomUUID()] }, staff)).json().code).toBe('not_found');
    expect((await post('LeaveMulipleByAttendances', { AttendanceIds: [attendanceId] }, staff)).json()).toEqual({ left: 0 });
    await post('Enter', { AttendeeId: member, LocationId: mitte }, staff);
    expect((await post('LeaveMulipleByAttendances', { AttendanceIds: [attendanceId] }, staff)).json()).toEqual({ left: 1 });
  });

  it('refuses bad input with clear codes and writes nothing', async () => {
    const staff = userCaller('trainer');
    const mitte = await location(staff.companyId);
    const member = await attendee(staff.companyId);
    const foreignAttendance = (await book(staff, await appointment(staff.companyId, 5), await attendee(staff.companyId))).json().id;
    const cases: [object, string][] = [
      [{ LocationId: mitte }, 'validation_failed'],
      [{ AttendeeId: member }, 'validation_failed'],
      [{ AttendeeId: member, LocationId: randomUUID() }, 'validation_failed'],
      [{ AttendeeId: member, LocationId: mitte, AttendanceIds: [foreignAttendance] }, 'validation_failed'],
      [{ AttendeeId: randomUUID(), LocationId: mitte }, 'not_found'],
      [{ ApplicationUserId: randomUUID(), LocationId: mitte }, 'not_found'],
    ];
    for (const [body, code] of cases) expect((await post('Enter', body, staff)).json().code, JSON.stringify(body)).toBe(code);
    expect((await post('Leave', {}, staff)).json().code).toBe('validation_failed');
    expect((await post('LeaveMulipleByAttendances', { AttendanceIds: [] }, staff)).json().code).toBe('validation_failed');
    expect((await post('CountOnline', {}, staff)).json().count).toBe(0);
  });

  it("answers 404 for another company's member and location, and 403 to members", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const member = await attendee(a.companyId);
    const mitteA = await location(a.companyId);
    const mitteB = await location(b.companyId);
    expect((await post('Enter', { AttendeeId: member, LocationId: mitteB }, b)).json().code).toBe('not_found');
    expect((await post('Enter', { AttendeeId: member, LocationId: mitteB }, a)).json().code).toBe('validation_failed');
    await post('Enter', { AttendeeId: member, LocationId: mitteA }, a);
    expect((await post('Leave', { AttendeeId: member }, b)).statusCode).toBe(404);
    expect((await post('LastState', { AttendeeId: member }, b)).statusCode).toBe(404);
    expect((await post('CountOnline', {}, b)).json().count).toBe(0);
    expect((await t.call('GET', '/odata/Presences', undefined, b)).json().value).toEqual([]);
    expect((await post('Enter', { AttendeeId: member, LocationId: mitteA }, userCaller('attendee', a.companyId))).statusCode).toBe(403);
  });
});
