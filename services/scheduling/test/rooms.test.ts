import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import { schedulingService } from '../src/service.ts';

// Rooms of identity's locations, their blockings and whether a room is free at a moment.
const t = useTestService(schedulingService);

type Caller = ReturnType<typeof userCaller>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body: unknown, caller: Caller) => t.call(method, url, body, caller);
const roomsOf = (companyId: string) => t.db.system((tx) => tx.room.findMany({ where: { companyId } }));

async function location(companyId: string, name = 'Studio Mitte'): Promise<string> {
  const p = { ...payloadOf(IdentityEvents.LocationCreated), name };
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}

async function room(caller: Caller, locationId: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await call('POST', '/api/Rooms', { Name: 'Saal 1', LocationId: locationId, Capacity: 20, ...body }, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

async function course(caller: Caller): Promise<string> {
  return (await call('POST', '/api/Courses', { Name: 'Yoga', MaxAttendees: 10 }, caller)).json().id;
}

const availableAt = async (caller: Caller, at: string, locationId: string) =>
  Object.fromEntries(
    (await call('GET', `/api/Rooms/GetAvailableAt?availableAt=${at}&locationId=${locationId}`, undefined, caller))
      .json()
      .map((r: { name: string; isAvailable: boolean }) => [r.name, r.isAvailable]),
  );

describe('rooms', () => {
  it('creates, reads, lists, updates and deletes a room, with an event for each change', async () => {
    const a = userCaller('manager');
    const loc = await location(a.companyId);
    const id = await room(a, loc, { Description: 'Mit Spiegeln' });
    const one = await call('GET', `/api/Rooms/${id}`, undefined, userCaller('trainer', a.companyId));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, name: 'Saal 1', locationId: loc, locationName: 'Studio Mitte', capacity: 20, active: true });

    await room(a, loc, { Name: 'Alt', Active: false });
    await room(a, await location(a.companyId, 'Studio Süd'), { Name: 'Boden' });
    const list = await call('GET', '/odata/Rooms?$count=true', undefined, a);
    expect(list.json().value.map((r: { name: string }) => r.name)).toEqual(['Boden', 'Saal 1', 'Alt']);
    const inLocation = await call(
      'GET',
      `/odata/Rooms?$filter=${encodeURIComponent(`locationId eq ${loc} and contains(name,'Saal')`)}`,
      undefined,
      a,
    );
    expect(inLocation.json().value.map((r: { name: string }) => r.name)).toEqual(['Saal 1']);

    const updated = await call('PUT', `/api/Rooms/${id}`, { Name: 'Saal A', LocationId: loc, Capacity: 25 }, a);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Saal A', capacity: 25, description: null, locationName: 'Studio Mitte' });

    expect((await call('DELETE', `/api/Rooms/${id}`, undefined, a)).statusCode).toBe(200);
    expect((await call('GET', `/api/Rooms/${id}`, undefined, a)).statusCode).toBe(404);
    const subjects = async (s: string) => (await t.outbox(s)).filter((e) => (e.payload as { roomId: string }).roomId === id);
    expect(await subjects('scheduling.room.created')).toHaveLength(1);
    expect((await subjects('scheduling.room.updated'))[0]).toMatchObject({
      companyId: a.companyId,
      payload: { name: 'Saal A', capacity: 25 },
    });
    expect(await subjects('scheduling.room.deleted')).toHaveLength(1);
  });

  it('refuses bad input and unknown or foreign locations, storing nothing', async () => {
    const a = userCaller('manager');
    const foreign = await location(userCaller('manager').companyId);
    for (const locationId of [foreign, randomUUID()]) {
      const res = await call('POST', '/api/Rooms', { Name: 'Saal', LocationId: locationId }, a);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'locationId' }] } });
    }
    const bad = await call('POST', '/api/Rooms', { Name: ' ', LocationId: 'x', Capacity: -1 }, a);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['name', 'locationId', 'capacity']),
    );
    expect(await roomsOf(a.companyId)).toEqual([]);
  });

  it("answers 404 for another company's room and 403 for roles without access", async () => {
    const a = userCaller('manager');
    const id = await room(a, await location(a.companyId));
    const b = userCaller('manager');
    const loc = await location(b.companyId);
    expect((await call('GET', `/api/Rooms/${id}`, undefined, b)).statusCode).toBe(404);
    expect((await call('PUT', `/api/Rooms/${id}`, { Name: 'X', LocationId: loc }, b)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Rooms/${id}`, undefined, b)).statusCode).toBe(404);
    expect((await call('GET', `/api/Rooms/CheckIfIsInUse/${id}`, undefined, b)).statusCode).toBe(404);
    expect((await call('GET', `/api/RoomAvailabilities/GetByRoomId/${id}`, undefined, b)).statusCode).toBe(404);
    const blocking = { RoomId: id, DateFrom: '2031-01-01', DateTill: '2031-01-01' };
    expect((await call('POST', '/api/RoomAvailabilities', blocking, b)).statusCode).toBe(404);
    expect((await call('GET', '/odata/Rooms?$count=true', undefined, b)).json()['@odata.count']).toBe(0);

    const employee = userCaller('employee', a.companyId);
    expect((await call('POST', '/api/Rooms', { Name: 'X', LocationId: randomUUID() }, employee)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/Rooms/${id}`, undefined, employee)).statusCode).toBe(403);
    expect((await call('POST', '/api/RoomAvailabilities', blocking, employee)).statusCode).toBe(403);
    expect((await call('GET', '/odata/Rooms', undefined, userCaller('attendee', a.companyId))).statusCode).toBe(403);
    expect((await call('GET', `/api/Rooms/${id}`, undefined, userCaller('trainer', a.companyId))).statusCode).toBe(200);
    expect(await roomsOf(a.companyId)).toHaveLength(1);
  });

  it('refuses to delete a room a date-time uses (in_use), and date-times refuse unknown or foreign rooms', async () => {
    const a = userCaller('manager');
    const id = await room(a, await location(a.companyId));
    const courseId = await course(a);
    const dateTime = { CourseId: courseId, DateFrom: '2031-03-03', DateTill: '2031-03-03', TimeFrom: '10:00', TimeTill: '11:00' };
    const b = userCaller('manager');
    const foreign = await room(b, await location(b.companyId));
    for (const roomId of [foreign, randomUUID()]) {
      const res = await call('POST', '/api/DateTimes', { ...dateTime, RoomId: roomId }, a);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'roomId' }] } });
    }
    expect(await t.db.system((tx) => tx.courseDateTime.count({ where: { courseId } }))).toBe(0);

    expect((await call('GET', `/api/Rooms/CheckIfIsInUse/${id}`, undefined, a)).json()).toEqual({
      inUse: false,
      dateTimes: 0,
      appointments: 0,
    });
    const dt = await call('POST', '/api/DateTimes', { ...dateTime, RoomId: id }, a);
    expect(dt.statusCode, dt.body).toBe(200);
    await call('POST', '/api/Appointments/AddByDateTimeId', { DateTimeId: dt.json().id }, a);
    expect((await call('GET', `/api/Rooms/CheckIfIsInUse/${id}`, undefined, a)).json()).toEqual({
      inUse: true,
      dateTimes: 1,
      appointments: 1,
    });
    const refused = await call('DELETE', `/api/Rooms/${id}`, undefined, a);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'in_use', details: { dateTimes: 1, appointments: 1 } });
    expect(await roomsOf(a.companyId)).toHaveLength(1);
  });

  it('blocks a room: all-day forces 00:00–23:59, bad rules are refused, a blocking can be changed and removed', async () => {
    const a = userCaller('manager');
    const id = await room(a, await location(a.companyId));
    const allDay = await call(
      'POST',
      '/api/RoomAvailabilities',
      {
        RoomId: id,
        Name: 'Renovierung',
        AllDay: true,
        TimeFrom: '10:00',
        TimeTill: '11:00',
        DateFrom: '2031-03-02',
        DateTill: '2031-03-04',
      },
      a,
    );
    expect(allDay.statusCode, allDay.body).toBe(200);
    const weekly = {
      RoomId: id,
      DateFrom: '2031-03-01',
      DateTill: '2031-06-30',
      TimeFrom: '18:00',
      TimeTill: '20:00',
      Period: 2,
      PeriodValues: '1,3',
    };
    const w = (await call('POST', '/api/RoomAvailabilities', weekly, a)).json().id;
    const list = (await call('GET', `/api/RoomAvailabilities/GetByRoomId/${id}`, undefined, a)).json();
    expect(list).toEqual([
      expect.objectContaining({ id: w, dateFrom: '2031-03-01', period: 2, periodValues: '1,3', allDay: false }),
      expect.objectContaining({ name: 'Renovierung', allDay: true, timeFrom: '00:00', timeTill: '23:59', dateTill: '2031-03-04' }),
    ]);

    for (const [body, field] of [
      [{ ...weekly, DateTill: '2031-02-01' }, 'dateTill'],
      [{ ...weekly, TimeFrom: '25:00' }, 'timeFrom'],
      [{ ...weekly, TimeTill: '17:00' }, 'timeTill'],
      [{ ...weekly, PeriodValues: '7' }, 'periodValues'],
      [{ ...weekly, Period: 9 }, 'period'],
    ] as const) {
      const res = await call('POST', '/api/RoomAvailabilities', body, a);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const changed = await call('PUT', `/api/RoomAvailabilities/${w}`, { ...weekly, TimeFrom: '19:00' }, a);
    expect(changed.json()).toMatchObject({ id: w, timeFrom: '19:00', timeTill: '20:00' });
    expect((await call('DELETE', `/api/RoomAvailabilities/${w}`, undefined, a)).statusCode).toBe(200);
    expect((await call('GET', `/api/RoomAvailabilities/GetByRoomId/${id}`, undefined, a)).json()).toHaveLength(1);
    expect((await call('DELETE', `/api/RoomAvailabilities/${w}`, undefined, a)).statusCode).toBe(404);
  });

  it('tells whether rooms are free at a moment: blockings and appointments take them', async () => {
    const a = userCaller('manager');
    const loc = await location(a.companyId);
    const blocked = await room(a, loc, { Name: 'Blockiert' });
    const booked = await room(a, loc, { Name: 'Belegt' });
    await room(a, loc, { Name: 'Frei' });
    await room(a, loc, { Name: 'Inaktiv', Active: false });
    // Weekly on Wednesdays 18:00–20:00 (2031-03-05 is a Wednesday).
    await call(
      'POST',
      '/api/RoomAvailabilities',
      {
        RoomId: blocked,
        DateFrom: '2031-03-01',
        DateTill: '2031-03-31',
        TimeFrom: '18:00',
        TimeTill: '20:00',
        Period: 2,
        PeriodValues: '3',
      },
      a,
    );
    const dt = await call(
      'POST',
      '/api/DateTimes',
      { CourseId: await course(a), RoomId: booked, DateFrom: '2031-03-05', DateTill: '2031-03-05', TimeFrom: '19:00', TimeTill: '20:00' },
      a,
    );
    await call('POST', '/api/Appointments/AddByDateTimeId', { DateTimeId: dt.json().id }, a);

    expect(await availableAt(a, '2031-03-05T19:30', loc)).toEqual({ Belegt: false, Blockiert: false, Frei: true });
    expect(await availableAt(a, '2031-03-05T18:00', loc)).toEqual({ Belegt: true, Blockiert: false, Frei: true });
    expect(await availableAt(a, '2031-03-05T20:00', loc)).toEqual({ Belegt: true, Blockiert: true, Frei: true });
    expect(await availableAt(a, '2031-03-06T19:30', loc)).toEqual({ Belegt: true, Blockiert: true, Frei: true });
    const bad = await call('GET', `/api/Rooms/GetAvailableAt?availableAt=2031-03-05T25:00`, undefined, a);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'availableAt' }] } });
  });

  it('lists the active rooms of a company anonymously, public fields only', async () => {
    const a = userCaller('manager');
    const loc = await location(a.companyId);
    await room(a, loc, { Name: 'Saal 1', Description: 'Hell' });
    await room(a, loc, { Name: 'Lager', Active: false });
    const res = await t.call('GET', `/odata/Rooms/GetOdataAnonymous/${a.companyId}?$count=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      '@odata.count': 1,
      value: [{ id: expect.any(String), name: 'Saal 1', locationId: loc, locationName: 'Studio Mitte', capacity: 20, description: 'Hell' }],
    });
    expect((await t.call('GET', `/odata/Rooms/GetOdataAnonymous/${randomUUID()}`)).json().value).toEqual([]);
  });
});
