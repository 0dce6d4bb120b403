import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents, SchedulingEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures } from './booking-fixtures.ts';

// Who is in which room (RoomPresences) and which bookings a visit was for (PresenceAttendances).
const t = useTestService(bookingService);
const { appointment, attendee, book } = bookingFixtures(t);

async function location(companyId: string): Promise<string> {
  const p = payloadOf(IdentityEvents.LocationCreated, { name: 'Studio Mitte' });
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}
async function room(companyId: string, locationId: string, name: string, active = true): Promise<string> {
  const p = { roomId: randomUUID(), name, locationId, capacity: 10, active };
  await t.announce(SchedulingEvents.RoomCreated, companyId, p);
  return p.roomId;
}
const enter = async (caller: Caller, attendeeId: string, locationId: string) =>
  (await t.call('POST', '/api/Presences/Enter', { AttendeeId: attendeeId, LocationId: locationId }, caller)).json().id as string;
const list = async (path: string, caller: Caller) => (await t.call('GET', path, undefined, caller)).json();

describe('room presences', () => {
  it('enters a room, moves to another, leaves with the location, and lists who is in first', async () => {
    const staff = userCaller('trainer');
    const mitte = await location(staff.companyId);
    const [saal, studio] = [await room(staff.companyId, mitte, 'Saal'), await room(staff.companyId, mitte, 'Studio 2')];
    const member = await attendee(staff.companyId);
    const visit = await enter(staff, member, mitte);

    const inSaal = await t.call('POST', '/api/RoomPresences', { PresenceId: visit, RoomId: saal }, staff);
    expect(inSaal.statusCode, inSaal.body).toBe(200);
    expect(inSaal.json()).toMatchObject({
      roomName: 'Saal',
      locationId: mitte,
      attendeeId: member,
      fullName: 'Muster, Max',
      status: 0,
      isOnline: true,
    });
    // The same room again keeps the stay; another room ends it first.
    expect((await t.call('POST', '/api/RoomPresences', { PresenceId: visit, RoomId: saal }, staff)).json().id).toBe(inSaal.json().id);
    const inStudio = (await t.call('POST', '/api/RoomPresences', { PresenceId: visit, RoomId: studio, Status: 2 }, staff)).json();
    expect((await list(`/api/RoomPresences/${inSaal.json().id}`, staff)).isOnline).toBe(false);

    const here = await list(`/odata/RoomPresences/GetByLocationId/${mitte}?$count=true`, staff);
    expect(here['@odata.count']).toBe(2);
    expect(here.value.map((r: { roomName: string; isOnline: boolean }) => [r.roomName, r.isOnline])).toEqual([
      ['Studio 2', true],
      ['Saal', false],
    ]);
    const mine = await list(`/odata/RoomPresences/GetByAttendeeId/${member}?$top=1`, staff);
    expect(mine.value.map((r: { id: string }) => r.id)).toEqual([inStudio.id]);

    // Leaving the location leaves the room.
    await t.call('POST', '/api/Presences/Leave', { AttendeeId: member }, staff);
    expect((await list(`/api/RoomPresences/${inStudio.id}`, staff)).timeLeave).toBeTruthy();
    const ended = await t.call('POST', '/api/RoomPresences', { PresenceId: visit, RoomId: saal }, staff);
    expect(ended.json().code).toBe('not_present');
  });

  it('confirms and ends a stay by PUT, once', async () => {
    const staff = userCaller('employee');
    const mitte = await location(staff.companyId);
    const saal = await room(staff.companyId, mitte, 'Saal');
    const visit = await enter(staff, await attendee(staff.companyId), mitte);
    const stay = (await t.call('POST', '/api/RoomPresences', { PresenceId: visit, RoomId: saal }, staff)).json();
    const confirmed = (await t.call('PUT', `/api/RoomPresences/${stay.id}`, { Status: 2 }, staff)).json();
    expect(confirmed).toMatchObject({ status: 2, isOnline: true });
    const left = (await t.call('PUT', `/api/RoomPresences/${stay.id}`, { Leave: true }, staff)).json();
    expect(left.isOnline).toBe(false);
    const again = (await t.call('PUT', `/api/RoomPresences/${stay.id}`, { Leave: true }, staff)).json();
    expect(again.timeLeave).toBe(left.timeLeave);
    expect((await t.call('PUT', `/api/RoomPresences/${stay.id}`, {}, staff)).json().code).toBe('validation_failed');
  });

  it('refuses an unknown, foreign, unused or distant room and writes nothing', async () => {
    const staff = userCaller('manager');
    const [mitte, sued] = [await location(staff.companyId), await location(staff.companyId)];
    const visit = await enter(staff, await attendee(staff.companyId), mitte);
    const other = userCaller('manager');
    const rooms = {
      unknown: randomUUID(),
      foreign: await room(other.companyId, await location(other.companyId), 'Fremd'),
      unused: await room(staff.companyId, mitte, 'Alt', false),
      distant: await room(staff.companyId, sued, 'Süd'),
    };
    for (const roomId of Object.values(rooms)) {
      const res = await t.call('POST', '/api/RoomPresences', { PresenceId: visit, RoomId: roomId }, staff);
      expect([res.statusCode, res.json().code, res.json().details.fields[0].field]).toEqual([400, 'validation_failed', 'roomId']);
    }
    expect((await list('/odata/RoomPresences', staff)).value).toEqual([]);
    const foreignVisit = await t.call('POST', '/api/RoomPresences', { PresenceId: visit, RoomId: rooms.foreign }, other);
    expect(foreignVisit.statusCode).toBe(404);
    expect((await t.call('GET', `/odata/RoomPresences/GetByLocationId/${mitte}`, undefined, other)).statusCode).toBe(404);
  });

  it('follows scheduling: the newest announcement wins and a deleted room takes nobody', async () => {
    const staff = userCaller('trainer');
    const mitte = await location(staff.companyId);
    const roomId = await room(staff.companyId, mitte, 'Saal');
    const facts = { roomId, name: 'Großer Saal', locationId: mitte, capacity: 20, active: true };
    await t.announce(SchedulingEvents.RoomUpdated, staff.companyId, facts);
    await t.announce(SchedulingEvents.RoomUpdated, staff.companyId, facts);
    const visit = await enter(staff, await attendee(staff.companyId), mitte);
    const stay = (await t.call('POST', '/api/RoomPresences', { PresenceId: visit, RoomId: roomId }, staff)).json();
    expect(stay.roomName).toBe('Großer Saal');
    await t.announce(SchedulingEvents.RoomDeleted, staff.companyId, { roomId });
    await t.announce(SchedulingEvents.RoomUpdated, staff.companyId, { ...facts, name: 'Zurück' });
    await t.call('PUT', `/api/RoomPresences/${stay.id}`, { Leave: true }, staff);
    const res = await t.call('POST', '/api/RoomPresences', { PresenceId: visit, RoomId: roomId }, staff);
    expect(res.json().code).toBe('validation_failed');
  });
});

describe('presence attendances', () => {
  it("links a visit to its member's bookings, moves and removes a link, all or none", async () => {
    const staff = userCaller('employee');
    const mitte = await location(staff.companyId);
    const [member, other] = [await attendee(staff.companyId), await attendee(staff.companyId)];
    const [a1, a2] = [await appointment(staff.companyId, 5), await appointment(staff.companyId, 5)];
    const [b1, b2] = [(await book(staff, a1, member)).json().id, (await book(staff, a2, member)).json().id];
    const foreignBooking = (await book(staff, a1, other)).json().id;
    const visit = await enter(staff, member, mitte);

    const one = await t.call('POST', '/api/PresenceAttendances', { PresenceId: visit, AttendancesId: b1 }, staff);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ presenceId: visit, attendancesId: b1 });
    expect((await t.call('POST', '/api/PresenceAttendances', { PresenceId: visit, AttendancesId: b1 }, staff)).json().code).toBe(
      'conflict',
    );
    // One booking of another member refuses the whole call.
    const mixed = await t.call(
      'POST',
      '/api/PresenceAttendances/AddMultiple',
      { PresenceId: visit, Attendances: [b2, foreignBooking] },
      staff,
    );
    expect([mixed.statusCode, mixed.json().details.fields[0].field]).toEqual([400, 'attendances']);
    expect((await list('/odata/PresenceAttendances?$count=true', staff))['@odata.count']).toBe(1);

    const moved = await t.call('PUT', `/api/PresenceAttendances/${one.json().id}`, { PresenceId: visit, AttendancesId: b2 }, staff);
    expect(moved.json()).toMatchObject({ id: one.json().id, attendancesId: b2 });
    const both = await t.call('POST', '/api/PresenceAttendances/AddMultiple', { PresenceId: visit, Attendances: [b1] }, staff);
    expect(both.statusCode, both.body).toBe(200);
    const filter = encodeURIComponent(`attendancesId eq ${b1}`);
    expect((await list(`/odata/PresenceAttendances?$filter=${filter}`, staff)).value).toHaveLength(1);
    expect((await t.call('POST', '/api/Presences/LastState', { AttendeeId: member }, staff)).json().presence.attendanceIds.sort()).toEqual(
      [b1, b2].sort(),
    );

    expect((await t.call('DELETE', `/api/PresenceAttendances/${one.json().id}`, undefined, staff)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/PresenceAttendances/${one.json().id}`, undefined, staff)).statusCode).toBe(404);
    const stranger = userCaller('manager');
    expect((await t.call('GET', `/api/PresenceAttendances/${both.json()[0].id}`, undefined, stranger)).statusCode).toBe(404);
  });
});
