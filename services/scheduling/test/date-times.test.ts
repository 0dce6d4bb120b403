import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import { schedulingService } from '../src/service.ts';

// Course date-times: read, list, change, delete, and regenerating their appointments after a change.
const t = useTestService(schedulingService);

type Caller = ReturnType<typeof userCaller>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body: unknown, caller?: Caller) => t.call(method, url, body, caller);

async function course(caller: Caller, body: Record<string, unknown> = {}): Promise<string> {
  return (await call('POST', '/api/Courses', { Name: 'Yoga', MaxAttendees: 10, ...body }, caller)).json().id;
}

// Mondays and Wednesdays in March 2031 (3 Mar is a Monday).
const weekly = (courseId: string, over: Record<string, unknown> = {}) => ({
  CourseId: courseId,
  DateFrom: '2031-03-03',
  DateTill: '2031-03-12',
  TimeFrom: '18:00',
  TimeTill: '19:00',
  Period: 2,
  PeriodValues: '1,3',
  ...over,
});

async function dateTime(caller: Caller, body: Record<string, unknown>): Promise<string> {
  const res = await call('POST', '/api/DateTimes', body, caller);
  expect(res.statusCode, res.body).toBe(200);
  await call('POST', '/api/Appointments/AddByDateTimeId', { DateTimeId: res.json().id }, caller);
  return res.json().id;
}

const appointments = (dateTimeId: string) =>
  t.db.system(async (tx) =>
    (await tx.appointment.findMany({ where: { dateTimeId }, orderBy: { date: 'asc' } })).map((a) => ({
      id: a.id,
      date: a.date.toISOString().slice(0, 10),
      timeFrom: a.timeFrom,
      maxAttendees: a.maxAttendees,
    })),
  );
const book = (id: string, count = 1) => t.db.system((tx) => tx.appointment.update({ where: { id }, data: { bookedCount: count } }));
const regenerate = (caller: Caller, dateTimeId: string, keep = false) =>
  call('POST', '/api/Appointments/UpdateByDateTimeId', { DateTimeId: dateTimeId, DoNotChangeExistingAppointments: keep }, caller);

describe('date-times', () => {
  it('reads and lists date-times with their course, by course, location and excluded id', async () => {
    const a = userCaller('employee');
    const loc = { ...payloadOf(IdentityEvents.LocationCreated), name: 'Mitte' };
    await t.announce(IdentityEvents.LocationCreated, a.companyId, loc);
    const yoga = await course(a, { LocationId: loc.locationId, BookableAsSeries: true });
    const pilates = await course(a, { Name: 'Pilates' });
    const first = await dateTime(a, weekly(yoga, { Name: 'Abends' }));
    const second = await dateTime(a, weekly(yoga, { DateFrom: '2031-04-07', DateTill: '2031-04-07' }));
    const other = await dateTime(a, weekly(pilates, { DateFrom: '2031-02-03' }));

    const one = await call('GET', `/api/DateTimes/${first}`, undefined, a);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: first,
      courseId: yoga,
      courseName: 'Yoga',
      name: 'Abends',
      locationId: loc.locationId,
      courseActive: true,
      bookableAsSeries: true,
      period: 2,
      periodValues: '1,3',
      dateFrom: '2031-03-03',
      maxAttendees: null,
      roomId: null,
    });
    const ids = async (query: string) =>
      (await call('GET', `/odata/DateTimes?${query}`, undefined, a)).json().value.map((d: { id: string }) => d.id);
    expect(await ids('')).toEqual([other, first, second]);
    expect(await ids(`$filter=${encodeURIComponent(`courseId eq ${yoga}`)}`)).toEqual([first, second]);
    expect(await ids(`locationId=${loc.locationId}&excludedId=${first}`)).toEqual([second]);
    expect((await call('GET', '/odata/DateTimes?locationId=x', undefined, a)).statusCode).toBe(400);
  });

  it('moves unbooked appointments after a change and keeps booked ones, naming them', async () => {
    const a = userCaller('manager');
    const courseId = await course(a);
    const id = await dateTime(a, weekly(courseId));
    const [mon3, wed5, mon10, wed12] = await appointments(id);
    await book(mon10!.id);
    await book(wed12!.id);

    // Tuesdays instead of Wednesdays, half an hour earlier, 12 places.
    const changed = await call(
      'PUT',
      `/api/DateTimes/${id}`,
      weekly(courseId, { PeriodValues: '1,2', TimeFrom: '17:30', MaxAttendees: 12 }),
      a,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ periodValues: '1,2', timeFrom: '17:30', maxAttendees: 12 });
    // Saving the date-time alone changes no appointment.
    expect((await appointments(id)).map((x) => x.timeFrom)).toEqual(['18:00', '18:00', '18:00', '18:00']);

    const res = await regenerate(a, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, updated: 1, deleted: 1 });
    expect(res.json().kept).toEqual(
      expect.arrayContaining([
        { appointmentId: mon10!.id, date: '2031-03-10', timeFrom: '18:00', timeTill: '19:00', bookedCount: 1, reason: 'moved' },
        { appointmentId: wed12!.id, date: '2031-03-12', timeFrom: '18:00', timeTill: '19:00', bookedCount: 1, reason: 'dropped' },
      ]),
    );
    expect((await appointments(id)).map((x) => `${x.date} ${x.timeFrom} ${x.maxAttendees}`)).toEqual([
      '2031-03-03 17:30 12',
      '2031-03-04 17:30 12',
      '2031-03-10 18:00 10',
      '2031-03-11 17:30 12',
      '2031-03-12 18:00 10',
    ]);
    const updated = (await t.outbox('scheduling.appointment.updated')).filter(
      (e) => (e.payload as { dateTimeId: string }).dateTimeId === id,
    );
    expect(updated.map((e) => e.payload)).toEqual([
      expect.objectContaining({ appointmentId: mon3!.id, timeFrom: '17:30', maxAttendees: 12, notify: false }),
    ]);
    const deleted = (await t.outbox('scheduling.appointment.deleted')).map((e) => (e.payload as { appointmentId: string }).appointmentId);
    expect(deleted).toContain(wed5!.id);
    // Running it again changes nothing more.
    expect((await regenerate(a, id)).json()).toMatchObject({ created: 0, updated: 0, deleted: 0 });
  });

  it('with doNotChangeExistingAppointments only adds missing dates', async () => {
    const a = userCaller('manager');
    const courseId = await course(a);
    const id = await dateTime(a, weekly(courseId));
    await call('PUT', `/api/DateTimes/${id}`, weekly(courseId, { DateTill: '2031-03-17', TimeFrom: '08:00', PeriodValues: '1' }), a);
    expect((await regenerate(a, id, true)).json()).toEqual({ created: 1, updated: 0, deleted: 0, kept: [] });
    expect((await appointments(id)).map((x) => `${x.date} ${x.timeFrom}`)).toEqual([
      '2031-03-03 18:00',
      '2031-03-05 18:00',
      '2031-03-10 18:00',
      '2031-03-12 18:00',
      '2031-03-17 08:00',
    ]);
  });

  it('deletes a date-time with its appointments unless future ones have bookings', async () => {
    const a = userCaller('employee');
    const id = await dateTime(a, weekly(await course(a)));
    const [first] = await appointments(id);
    expect((await call('GET', `/api/DateTimes/CheckIfDateTimeIsBookedSeriesCourse/${id}`, undefined, a)).json()).toEqual({
      isBooked: false,
      bookedAppointments: 0,
    });
    await book(first!.id, 3);
    expect((await call('GET', `/api/DateTimes/CheckIfDateTimeIsBookedSeriesCourse/${id}`, undefined, a)).json()).toEqual({
      isBooked: true,
      bookedAppointments: 1,
    });
    const refused = await call('DELETE', `/api/DateTimes/${id}`, undefined, a);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'in_use', details: { bookedAppointments: 1 } });
    expect(await appointments(id)).toHaveLength(4);
    await book(first!.id, 0);
    expect((await call('DELETE', `/api/DateTimes/${id}`, undefined, a)).statusCode).toBe(200);
    expect((await call('GET', `/api/DateTimes/${id}`, undefined, a)).statusCode).toBe(404);
    expect(await appointments(id)).toEqual([]);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const a = userCaller('manager');
    const courseId = await course(a);
    const id = await dateTime(a, weekly(courseId));
    for (const [over, field] of [
      [{ DateTill: '2031-03-01' }, 'dateTill'],
      [{ TimeFrom: '25:00' }, 'timeFrom'],
      [{ TimeTill: '17:00' }, 'timeTill'],
      [{ PeriodValues: '1,7' }, 'periodValues'],
      [{ Period: 4 }, 'period'],
      [{ EachOnDay: 0 }, 'eachOnDay'],
      [{ RoomId: randomUUID() }, 'roomId'],
      [{ CourseId: await course(a, { Name: 'Other' }) }, 'courseId'],
      [{ DateFrom: '2031-01-01', DateTill: '2035-12-31', Period: 1 }, 'dateTill'],
    ] as const) {
      const res = await call('PUT', `/api/DateTimes/${id}`, weekly(courseId, over), a);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await call('GET', `/api/DateTimes/${id}`, undefined, a)).json()).toMatchObject({ timeFrom: '18:00', periodValues: '1,3' });
    expect((await call('POST', '/api/Appointments/UpdateByDateTimeId', { DateTimeId: 'x' }, a)).statusCode).toBe(400);
  });

  it("answers 404 for another company's date-time and 403 for roles without access", async () => {
    const a = userCaller('manager');
    const courseId = await course(a);
    const id = await dateTime(a, weekly(courseId));
    const b = userCaller('manager');
    expect((await call('GET', `/api/DateTimes/${id}`, undefined, b)).statusCode).toBe(404);
    expect((await call('PUT', `/api/DateTimes/${id}`, weekly(courseId), b)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/DateTimes/${id}`, undefined, b)).statusCode).toBe(404);
    expect((await call('GET', `/api/DateTimes/CheckIfDateTimeIsBookedSeriesCourse/${id}`, undefined, b)).statusCode).toBe(404);
    expect((await regenerate(b, id)).statusCode).toBe(404);
    expect((await call('GET', '/odata/DateTimes?$count=true', undefined, b)).json()['@odata.count']).toBe(0);

    const trainer = userCaller('trainer', a.companyId);
    expect((await call('GET', `/api/DateTimes/${id}`, undefined, trainer)).statusCode).toBe(403);
    expect((await call('PUT', `/api/DateTimes/${id}`, weekly(courseId), trainer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/DateTimes/${id}`, undefined, trainer)).statusCode).toBe(403);
    expect((await regenerate(trainer, id)).statusCode).toBe(403);
    expect((await call('GET', '/odata/DateTimes', undefined, userCaller('attendee', a.companyId))).statusCode).toBe(403);
    expect(await appointments(id)).toHaveLength(4);
  });
});
