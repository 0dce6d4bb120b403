import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents, SchedulingEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures } from './booking-fixtures.ts';

// Visits staff record, correct and remove (spec section 7, Presence: GET GetAll, POST, PUT, DELETE).
const t = useTestService(bookingService);
const { appointment, attendee, book } = bookingFixtures(t);

async function location(companyId: string, name = 'Studio Mitte'): Promise<string> {
  const p = payloadOf(IdentityEvents.LocationCreated, { name });
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}
async function room(companyId: string, locationId: string): Promise<string> {
  const p = { roomId: randomUUID(), name: 'Saal', locationId, capacity: 10, active: true };
  await t.announce(SchedulingEvents.RoomCreated, companyId, p);
  return p.roomId;
}
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, caller: Caller) =>
  t.call(method, `/api/Presences${path}`, body, caller);
const rowsOf = (companyId: string) =>
  t.db.system(async (tx) => ({
    visits: await tx.presence.findMany({ where: { companyId }, orderBy: { dateEnter: 'asc' } }),
    stays: await tx.roomPresence.findMany({ where: { companyId } }),
    links: await tx.presenceAttendance.count({ where: { companyId } }),
  }));

describe('presences recorded by staff', () => {
  it('records, reads, lists, corrects and removes visits', async () => {
    const staff = userCaller('employee');
    const [mitte, sued] = [await location(staff.companyId), await location(staff.companyId, 'Studio Süd')];
    const member = await attendee(staff.companyId);

    const past = await call(
      'POST',
      '',
      { AttendeeId: member, LocationId: mitte, DateEnter: hoursAgo(5), DateLeave: hoursAgo(4), Text: 'Karte vergessen' },
      staff,
    );
    expect(past.statusCode, past.body).toBe(200);
    expect(past.json()).toMatchObject({
      attendeeId: member,
      fullName: 'Muster, Max',
      locationName: 'Studio Mitte',
      role: 'attendee',
      isOnline: false,
      text: 'Karte vergessen',
    });
    expect((await call('GET', `/${past.json().id}`, undefined, staff)).json()).toEqual(past.json());

    // Entering now is the default; one cannot be in two places.
    const open = (await call('POST', '', { AttendeeId: member, LocationId: sued }, staff)).json();
    expect(open).toMatchObject({ isOnline: true, dateLeave: null, locationName: 'Studio Süd' });
    const overlaps = [{ DateEnter: hoursAgo(4.5), DateLeave: hoursAgo(3) }, { DateEnter: hoursAgo(1) }, { DateEnter: hoursAgo(6) }];
    for (const times of overlaps) {
      expect((await call('POST', '', { AttendeeId: member, LocationId: mitte, ...times }, staff)).json().code, JSON.stringify(times)).toBe(
        'conflict',
      );
    }
    const self = (await call('POST', '', { ApplicationUserId: staff.userId, LocationId: mitte, DateEnter: hoursAgo(2) }, staff)).json();
    expect(self).toMatchObject({ role: 'employee', attendeeId: null, isOnline: true });

    const all = async (q: string) => (await call('GET', `/GetAll?${q}`, undefined, staff)).json().map((p: { id: string }) => p.id);
    expect(await all('')).toEqual([open.id, self.id, past.json().id]);
    expect(await all(`locationId=${mitte}`)).toEqual([self.id, past.json().id]);
    expect(await all('isOnline=false')).toEqual([past.json().id]);
    expect(await all(`role=attendee&from=${encodeURIComponent(hoursAgo(6))}&till=${encodeURIComponent(hoursAgo(3))}`)).toEqual([
      past.json().id,
    ]);

    // Correcting: times, place and text; a visit with stays keeps its location; closing ends the stay in a room.
    const [enter, leave] = [hoursAgo(8), hoursAgo(7)];
    const corrected = await call('PUT', `/${past.json().id}`, { LocationId: sued, DateEnter: enter, DateLeave: leave, Text: null }, staff);
    expect(corrected.json()).toMatchObject({ locationName: 'Studio Süd', text: null, isOnline: false, dateEnter: enter, dateLeave: leave });
    const stay = (
      await t.call('POST', '/api/RoomPresences', { PresenceId: open.id, RoomId: await room(staff.companyId, sued) }, staff)
    ).json();
    expect((await call('PUT', `/${open.id}`, { LocationId: mitte, DateEnter: open.dateEnter }, staff)).json().code).toBe('conflict');
    const closed = await call(
      'PUT',
      `/${open.id}`,
      { LocationId: sued, DateEnter: open.dateEnter, DateLeave: new Date().toISOString() },
      staff,
    );
    expect(closed.json()).toMatchObject({ isOnline: false });
    expect((await t.call('GET', `/api/RoomPresences/${stay.id}`, undefined, staff)).json()).toMatchObject({ isOnline: false });

    // Removing takes the stays in rooms and the links to bookings along; the booking stays.
    const attendanceId = (await book(staff, await appointment(staff.companyId, 5), member)).json().id;
    await t.call('POST', '/api/PresenceAttendances', { PresenceId: open.id, AttendancesId: attendanceId }, staff);
    const removed = await call('DELETE', `/${open.id}`, undefined, staff);
    expect(removed.json()).toMatchObject({ id: open.id, attendanceIds: [attendanceId] });
    expect((await call('GET', `/${open.id}`, undefined, staff)).statusCode).toBe(404);
    const after = await rowsOf(staff.companyId);
    expect(after.visits.map((v) => v.id)).toEqual([past.json().id, self.id]);
    expect({ stays: after.stays.length, links: after.links }).toEqual({ stays: 0, links: 0 });
    expect((await t.call('GET', `/api/Attendances/${attendanceId}`, undefined, staff)).statusCode).toBe(200);
  });

  it('refuses bad input with stable codes and writes nothing', async () => {
    const staff = userCaller('trainer');
    const mitte = await location(staff.companyId);
    const member = await attendee(staff.companyId);
    const visit = (
      await call('POST', '', { AttendeeId: member, LocationId: mitte, DateEnter: hoursAgo(3), DateLeave: hoursAgo(2) }, staff)
    ).json();
    const before = await rowsOf(staff.companyId);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const creates: [object, string, string?][] = [
      [{ AttendeeId: member }, 'validation_failed', 'locationId'],
      [{ LocationId: mitte }, 'validation_failed', 'attendeeId'],
      [{ AttendeeId: member, LocationId: mitte, DateEnter: hoursAgo(1), DateLeave: hoursAgo(2) }, 'validation_failed', 'dateLeave'],
      [{ AttendeeId: member, LocationId: mitte, DateEnter: future }, 'validation_failed', 'dateEnter'],
      [{ AttendeeId: member, LocationId: mitte, DateEnter: hoursAgo(1), DateLeave: future }, 'validation_failed', 'dateLeave'],
      [{ AttendeeId: member, LocationId: mitte, DateEnter: 'yesterday' }, 'validation_failed', 'dateEnter'],
      [{ AttendeeId: member, LocationId: randomUUID() }, 'validation_failed', 'locationId'],
      [{ AttendeeId: 'nope', LocationId: mitte }, 'validation_failed', 'attendeeId'],
      [{ AttendeeId: randomUUID(), LocationId: mitte }, 'not_found'],
      [{ ApplicationUserId: randomUUID(), LocationId: mitte }, 'not_found'],
    ];
    for (const [body, code, field] of creates) {
      const res = (await call('POST', '', body, staff)).json();
      expect(res.code, JSON.stringify(body)).toBe(code);
      if (field) expect(JSON.stringify(res), JSON.stringify(body)).toContain(field);
    }
    const puts: [string, object, string][] = [
      [visit.id, { LocationId: mitte, DateEnter: hoursAgo(1), DateLeave: hoursAgo(2) }, 'validation_failed'],
      [visit.id, { LocationId: mitte }, 'validation_failed'],
      [visit.id, { DateEnter: hoursAgo(3) }, 'validation_failed'],
      [visit.id, { LocationId: randomUUID(), DateEnter: hoursAgo(3) }, 'validation_failed'],
      [randomUUID(), { LocationId: mitte, DateEnter: hoursAgo(3) }, 'not_found'],
      ['not-an-id', { LocationId: mitte, DateEnter: hoursAgo(3) }, 'validation_failed'],
    ];
    for (const [id, body, code] of puts) expect((await call('PUT', `/${id}`, body, staff)).json().code, JSON.stringify(body)).toBe(code);
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call(method, `/${randomUUID()}`, undefined, staff)).json().code).toBe('not_found');
      expect((await call(method, '/not-an-id', undefined, staff)).json().code).toBe('validation_failed');
    }
    expect((await call('GET', '/GetAll?isOnline=perhaps', undefined, staff)).json().code).toBe('validation_failed');
    expect((await call('GET', '/GetAll?from=yesterday', undefined, staff)).json().code).toBe('validation_failed');
    // Leaving before entering: nobody is present, so nothing to leave.
    expect((await call('POST', '/Leave', { AttendeeId: member }, staff)).json().code).toBe('not_present');
    expect(await rowsOf(staff.companyId)).toEqual(before);
  });

  it("answers 404 for another company's visit on every id route and 403 to members", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const [mitteA, mitteB] = [await location(a.companyId), await location(b.companyId)];
    const visit = (await call('POST', '', { AttendeeId: await attendee(a.companyId), LocationId: mitteA }, a)).json();
    const before = await rowsOf(a.companyId);
    expect((await call('GET', `/${visit.id}`, undefined, b)).statusCode).toBe(404);
    expect((await call('PUT', `/${visit.id}`, { LocationId: mitteB, DateEnter: hoursAgo(1) }, b)).statusCode).toBe(404);
    expect((await call('DELETE', `/${visit.id}`, undefined, b)).statusCode).toBe(404);
    expect((await call('GET', '/GetAll', undefined, b)).json()).toEqual([]);
    expect((await call('POST', '', { AttendeeId: visit.attendeeId, LocationId: mitteB }, b)).statusCode).toBe(404);
    expect(await rowsOf(a.companyId)).toEqual(before);

    const member = userCaller('attendee', a.companyId);
    const denied = [
      await call('GET', `/${visit.id}`, undefined, member),
      await call('GET', '/GetAll', undefined, member),
      await call('POST', '', { AttendeeId: visit.attendeeId, LocationId: mitteA }, member),
      await call('PUT', `/${visit.id}`, { LocationId: mitteA, DateEnter: hoursAgo(1) }, member),
      await call('DELETE', `/${visit.id}`, undefined, member),
    ];
    expect(denied.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await rowsOf(a.companyId)).toEqual(before);
  });
});
