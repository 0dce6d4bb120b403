import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import { schedulingService } from '../src/service.ts';

// The staff and the public calendar: whole ranges, filters, only active courses, a cache that
// never serves a changed calendar stale.
const t = useTestService(schedulingService);

type Caller = ReturnType<typeof userCaller>;
type Day = {
  date: string;
  dayOfWeek: number;
  costs: number;
  appointments: {
    courseName: string;
    timeFrom: string;
    id: string;
    locationName: string | null;
    roomName: string | null;
    isCancelled: boolean;
  }[];
};
const get = (url: string, caller?: Caller) => t.call('GET', url, undefined, caller);
const names = (days: Day[]) => days.flatMap((d) => d.appointments.map((a) => `${d.date} ${a.timeFrom} ${a.courseName}`));

async function location(companyId: string, name = 'Studio Mitte'): Promise<string> {
  const p = { ...payloadOf(IdentityEvents.LocationCreated), name };
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}

/** A course meeting weekly on `weekdays` (0 = Sunday) through November 2026, with its appointments. */
async function weeklyCourse(caller: Caller, course: Record<string, unknown>, weekdays: string, time = ['18:00', '19:00'], roomId?: string) {
  const id = (await t.call('POST', '/api/Courses', { MaxAttendees: 10, ...course }, caller)).json().id as string;
  const dt = await t.call(
    'POST',
    '/api/DateTimes',
    {
      CourseId: id,
      DateFrom: '2026-11-01',
      DateTill: '2026-11-30',
      Period: 2,
      PeriodValues: weekdays,
      TimeFrom: time[0],
      TimeTill: time[1],
      RoomId: roomId,
    },
    caller,
  );
  expect(dt.statusCode, dt.body).toBe(200);
  await t.call('POST', '/api/Appointments/AddByDateTimeId', { DateTimeId: dt.json().id }, caller);
  return id;
}

describe('calendar', () => {
  it('answers a day, a Monday-first week and a month of whole weeks with the appointments of active courses', async () => {
    const a = userCaller('manager');
    const loc = await location(a.companyId);
    await weeklyCourse(a, { Name: 'Yoga', Color: '#FF0000', LocationId: loc, CentCost: 1200 }, '2');
    await weeklyCourse(a, { Name: 'Pilates' }, '2,4', ['09:00', '10:00']);
    await weeklyCourse(a, { Name: 'Alt', Active: false }, '2');

    const week = await get('/api/Calendar/de/2026-11-25/week', a);
    expect(week.statusCode, week.body).toBe(200);
    const days: Day[] = week.json().days;
    expect(week.json()).toMatchObject({ from: '2026-11-23', till: '2026-11-29' });
    expect(days.map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(names(days)).toEqual(['2026-11-24 09:00 Pilates', '2026-11-24 18:00 Yoga', '2026-11-26 09:00 Pilates']);
    expect(days[1]).toMatchObject({ dayName: 'Dienstag', costs: 1200 });
    expect(days[1]!.appointments[1]).toMatchObject({
      courseColor: '#FF0000',
      locationId: loc,
      locationName: 'Studio Mitte',
      maxAttendees: 10,
      countOfAttendancesForTheDate: 0,
      isCancelled: false,
    });

    const month = (await get('/api/Calendar/en/2026-11-10/Month', a)).json();
    expect([month.from, month.till, month.days.length]).toEqual(['2026-10-26', '2026-12-06', 42]);
    expect(names(month.days)).toHaveLength(4 + 8);
    expect(month.days[0].dayName).toBe('Monday');
    const day = (await get('/api/Calendar/de/2026-11-26/day', a)).json();
    expect(names(day.days)).toEqual(['2026-11-26 09:00 Pilates']);
  });

  it('filters by locations, departments, courses, rooms and course types given as comma lists', async () => {
    const a = userCaller('admin');
    const [north, south] = [await location(a.companyId, 'Nord'), await location(a.companyId, 'Süd')];
    const room = (await t.call('POST', '/api/Rooms', { Name: 'Saal', LocationId: south }, a)).json().id as string;
    const yoga = await weeklyCourse(a, { Name: 'Yoga', LocationId: north }, '2');
    await weeklyCourse(a, { Name: 'Event', LocationId: north, Type: 2 }, '3');
    const inRoom = await weeklyCourse(a, { Name: 'Tanz', LocationId: north }, '4', ['10:00', '11:00'], room);
    const week = (query: string) =>
      get(`/api/Calendar/de/2026-11-25/week?${query}`, a).then((r) => names(r.json().days).map((n) => n.slice(17)));

    expect(await week(`locationIds=${north}`)).toEqual(['Yoga', 'Event']);
    expect(await week(`locationIds=${south},${randomUUID()}`)).toEqual(['Tanz']);
    expect(await week(`courseIds=${yoga},${inRoom}`)).toEqual(['Yoga', 'Tanz']);
    expect(await week(`roomIds=${room}`)).toEqual(['Tanz']);
    expect(await week('courseTypes=2')).toEqual(['Event']);
    expect(await week(`departmentIds=${randomUUID()}`)).toEqual([]);
    const [dance, kids] = [randomUUID(), randomUUID()];
    const refs = (courseId: string, departmentIds: string[]) =>
      t.announce(IdentityEvents.DepartmentRefsReplaced, a.companyId, { owner: 'courseId', ownerId: courseId, departmentIds });
    await refs(inRoom, [dance, kids]);
    await refs(yoga, [kids]);
    await t.announce(IdentityEvents.DepartmentRefsReplaced, a.companyId, { owner: 'locationId', ownerId: north, departmentIds: [dance] });
    expect(await week(`departmentIds=${dance}`)).toEqual(['Tanz']);
    expect(await week(`departmentIds=${kids},${dance}`)).toEqual(['Yoga', 'Tanz']);
    await refs(inRoom, [kids]);
    await refs(inRoom, [kids]);
    expect(await week(`departmentIds=${dance}`)).toEqual([]);
    expect(await week(`departmentIds=${kids}&courseTypes=0`)).toEqual(['Yoga', 'Tanz']);
    expect(await week(`trainerIds=${randomUUID()}`)).toEqual([]);
    const trainerId = randomUUID();
    const [tanz] = (await get(`/api/Calendar/de/2026-11-25/week?courseIds=${inRoom}`, a)).json().days.flatMap((d: Day) => d.appointments);
    await t.db.system((tx) =>
      tx.appointmentTrainer.create({ data: { id: randomUUID(), companyId: a.companyId, appointmentId: tanz.id, trainerId } }),
    );
    expect(await week(`trainerIds=${trainerId},${randomUUID()}`)).toEqual(['Tanz']);
  });

  it('refuses bad dates, types, locales and filters with validation_failed', async () => {
    const a = userCaller('admin');
    for (const url of [
      '/api/Calendar/de/2026-13-01/week',
      '/api/Calendar/de/2026-02-30/day',
      '/api/Calendar/de/25.11.2026/week',
      '/api/Calendar/de/2026-11-25/year',
      '/api/Calendar/fr/2026-11-25/week',
      '/api/Calendar/de/2026-11-25/week?locationIds=nope',
      '/api/Calendar/de/2026-11-25/week?courseTypes=7',
      `/api/Calendar/GetAnonymous/not-a-company/de/2026-11-25/week`,
    ]) {
      const res = await get(url, a);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('validation_failed');
    }
  });

  it("shows only the caller's company and refuses the attendee role", async () => {
    const a = userCaller('admin');
    await weeklyCourse(a, { Name: 'Yoga' }, '2');
    const b = userCaller('admin');
    expect(names((await get('/api/Calendar/de/2026-11-25/week', b)).json().days)).toEqual([]);
    expect(names((await get('/api/Calendar/de/2026-11-25/week', userCaller('trainer', a.companyId))).json().days)).toHaveLength(1);
    expect((await get('/api/Calendar/de/2026-11-25/week', userCaller('attendee', a.companyId))).statusCode).toBe(403);
    expect((await get('/api/Calendar/de/2026-11-25/week')).statusCode).toBe(401);
  });

  it('answers the public calendar without login from the cache, and a change shows at once', async () => {
    const a = userCaller('admin');
    const yoga = await weeklyCourse(a, { Name: 'Yoga' }, '2');
    const url = `/api/Calendar/GetAnonymous/${a.companyId}/de/2026-11-25/week`;
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(names(first.json().days)).toEqual(['2026-11-24 18:00 Yoga']);
    const stored = vi.spyOn(t.env.cache, 'set');
    expect((await get(url)).json()).toEqual(first.json());
    expect(stored).not.toHaveBeenCalled(); // the second answer came from the cache

    const put = await t.call('PUT', `/api/Courses/${yoga}`, { Name: 'Yin Yoga', MaxAttendees: 10 }, a);
    expect(put.statusCode, put.body).toBe(200);
    expect(names((await get(url)).json().days)).toEqual(['2026-11-24 18:00 Yin Yoga']);
    expect(stored).toHaveBeenCalledTimes(1);
    stored.mockRestore();
    const [appointment] = first.json().days.flatMap((d: Day) => d.appointments);
    const trainerId = randomUUID();
    const taught = `/api/Calendar/GetAnonymous/${a.companyId}/de/2026-11-25/week?trainerIds=${trainerId}`;
    expect(names((await get(taught)).json().days)).toEqual([]);
    await t.db.system((tx) =>
      tx.appointmentTrainer.create({ data: { id: randomUUID(), companyId: a.companyId, appointmentId: appointment.id, trainerId } }),
    );
    expect(names((await get(taught)).json().days)).toEqual(['2026-11-24 18:00 Yin Yoga']);
    // A department filter is its own cache entry, and a new department ref shows at once.
    const department = randomUUID();
    const inDepartment = `${url}?departmentIds=${department}`;
    expect(names((await get(inDepartment)).json().days)).toEqual([]);
    expect(names((await get(url)).json().days)).toEqual(['2026-11-24 18:00 Yin Yoga']);
    const refs = { owner: 'courseId' as const, ownerId: yoga, departmentIds: [department] };
    await t.announce(IdentityEvents.DepartmentRefsReplaced, a.companyId, refs);
    expect(names((await get(inDepartment)).json().days)).toEqual(['2026-11-24 18:00 Yin Yoga']);
    await t.call('PUT', `/api/Courses/${yoga}`, { Name: 'Yin Yoga', MaxAttendees: 10, Active: false }, a);
    expect(names((await get(url)).json().days)).toEqual([]);

    expect(names((await get(`/api/Calendar/GetAnonymous/${randomUUID()}/de/2026-11-25/week`)).json().days)).toEqual([]);
  });

  it('answers staff from the same cache, per company, and a booking or a move shows at once', async () => {
    const a = userCaller('admin');
    const other = userCaller('admin');
    await weeklyCourse(a, { Name: 'Pilates' }, '2');
    await weeklyCourse(other, { Name: 'Boxen' }, '2');
    const url = '/api/Calendar/de/2026-11-25/week';
    const first = await t.call('GET', url, undefined, a);
    expect(first.statusCode, first.body).toBe(200);
    expect(names(first.json().days)).toEqual(['2026-11-24 18:00 Pilates']);
    expect(names((await t.call('GET', url, undefined, other)).json().days)).toEqual(['2026-11-24 18:00 Boxen']);
    const publicUrl = `/api/Calendar/GetAnonymous/${a.companyId}/de/2026-11-25/week`;
    const stored = vi.spyOn(t.env.cache, 'set');
    expect((await get(publicUrl)).json()).toEqual(first.json());
    expect(stored).not.toHaveBeenCalled(); // staff's answer served the public page too
    stored.mockRestore();

    const [appointment] = first.json().days.flatMap((d: Day) => d.appointments);
    const moved = await t.call(
      'PUT',
      `/api/Appointments/${appointment.id}`,
      { Date: appointment.date, TimeFrom: '19:00', TimeTill: '20:00', RoomId: null, MaxAttendees: 10, NotificationSetting: false },
      a,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(names((await t.call('GET', url, undefined, a)).json().days)).toEqual(['2026-11-24 19:00 Pilates']);
  });
});
