import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { assertSchemaMatchesMigrations, userCaller, useTestService } from '@takt/kit/testing';
import type { Envelope } from '@takt/proto';
import { Prisma } from '../src/store/generated/client.ts';
import { schedulingService } from '../src/service.ts';

const t = useTestService(schedulingService);

type Caller = ReturnType<typeof userCaller>;
const call = (method: 'GET' | 'POST', url: string, payload: unknown, caller: Caller) => t.call(method, url, payload, caller);
const get = (url: string, caller: Caller) => call('GET', url, undefined, caller);
const odata = (options: Record<string, string>, caller: Caller) =>
  get(`/odata/Appointments?${new URLSearchParams(options).toString()}`, caller);

type Outboxed = Envelope & {
  payload: { appointmentId: string; date: string; maxAttendees: number; centCost: number; courseName: string; dateTimeId: string };
};
const outboxOf = async (dateTimeId: string) =>
  ((await t.outbox('scheduling.appointment.created')) as Outboxed[]).filter((e) => e.payload.dateTimeId === dateTimeId);

async function createCourse(caller: Caller, body: Record<string, unknown> = {}): Promise<string> {
  const res = await call('POST', '/api/Courses', { Name: 'Yoga', MaxAttendees: 12, CentCost: 1500, ...body }, caller);
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

async function createDateTime(caller: Caller, body: Record<string, unknown>): Promise<string> {
  const res = await call('POST', '/api/DateTimes', body, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

const dates = (res: { json(): { value: { date: string }[] } }) => res.json().value.map((a) => a.date);

describe('scheduling', () => {
  it('has migrations that match the Prisma schema', async () => {
    await assertSchemaMatchesMigrations(t.db as never, Object.values(Prisma.ModelName));
  });

  it('creates and reads a course with defaults', async () => {
    const a = userCaller('employee');
    const id = await createCourse(a, { Description: 'Hatha' });
    const res = await get(`/api/Courses/${id}`, userCaller('trainer', a.companyId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      companyId: a.companyId,
      name: 'Yoga',
      color: '#D0D0D0',
      type: 0,
      maxAttendees: 12,
      centCost: 1500,
      active: true,
    });
    expect((await get(`/api/Courses/${id}`, userCaller('manager'))).statusCode).toBe(404);
  });

  it('generates weekly appointments once, with one outbox event each', async () => {
    const a = userCaller('manager');
    const courseId = await createCourse(a, { MaxAttendees: 12 });
    // Mondays and Wednesdays from Wed 2026-10-14 to Mon 2026-11-02: across the end of summer time.
    const dateTimeId = await createDateTime(a, {
      CourseId: courseId,
      DateFrom: '2026-10-14',
      DateTill: '2026-11-02',
      TimeFrom: '18:00',
      TimeTill: '19:30',
      Period: 2,
      PeriodValues: '1,3',
      MaxAttendees: 8,
    });
    const expected = ['2026-10-14', '2026-10-19', '2026-10-21', '2026-10-26', '2026-10-28', '2026-11-02'];

    const first = await call('POST', '/api/Appointments/AddByDateTimeId', { DateTimeId: dateTimeId }, a);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ created: expected.length });
    const again = await call('POST', '/api/Appointments/AddByDateTimeId', { dateTimeId }, a);
    expect(again.json()).toEqual({ created: 0 });

    const list = await odata({ $count: 'true' }, a);
    expect(list.json()['@odata.count']).toBe(expected.length);
    expect(dates(list)).toEqual(expected);
    expect(list.json().value[0]).toMatchObject({
      courseId,
      dateTimeId,
      courseName: 'Yoga',
      courseType: 0,
      timeFrom: '18:00',
      timeTill: '19:30',
      maxAttendees: 8,
      isCancelled: false,
    });

    const events = await outboxOf(dateTimeId);
    expect(events).toHaveLength(expected.length);
    expect(events.map((e) => e.payload.date).sort()).toEqual(expected);
    expect(new Set(events.map((e) => e.payload.appointmentId))).toEqual(new Set(list.json().value.map((v: { id: string }) => v.id)));
    expect(events[0]!).toMatchObject({ companyId: a.companyId, payload: { maxAttendees: 8, centCost: 1500, courseName: 'Yoga' } });
  });

  it('creates each appointment once when two generations race', async () => {
    const a = userCaller('manager');
    const dateTimeId = await createDateTime(a, {
      CourseId: await createCourse(a),
      DateFrom: '2026-06-01',
      DateTill: '2026-06-30',
      Period: 1,
    });
    const racing = await Promise.all([1, 2].map(() => call('POST', '/api/Appointments/AddByDateTimeId', { dateTimeId }, a)));
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(racing.reduce((n, r) => n + r.json().created, 0)).toBe(30);
    expect(await outboxOf(dateTimeId)).toHaveLength(30);
  });

  it("takes the course's capacity when the date-time has none, and answers the appointment by id", async () => {
    const a = userCaller('manager');
    const courseId = await createCourse(a, { Name: 'Pilates', MaxAttendees: 20, CentCost: 0 });
    const dateTimeId = await createDateTime(a, { CourseId: courseId, DateFrom: '2028-02-28', DateTill: '2028-03-01' });
    expect((await call('POST', '/api/Appointments/AddByDateTimeId', { dateTimeId }, a)).json()).toEqual({ created: 3 });
    const list = await odata({}, a);
    expect(dates(list)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    const id = list.json().value[1].id;
    const one = await get(`/api/Appointments/${id}`, userCaller('attendee', a.companyId));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id,
      date: '2028-02-29',
      timeFrom: '09:00',
      timeTill: '12:00',
      maxAttendees: 20,
      canceledDate: null,
    });
    expect((await outboxOf(dateTimeId))[0]!.payload).toMatchObject({ maxAttendees: 20, centCost: 0 });

    const b = userCaller('manager');
    expect((await get(`/api/Appointments/${id}`, b)).statusCode).toBe(404);
    expect((await odata({ $count: 'true' }, b)).json()['@odata.count']).toBe(0);
    expect((await call('POST', '/api/Appointments/AddByDateTimeId', { dateTimeId }, b)).statusCode).toBe(404);
  });

  it('lists appointments with OData filter, order, top, skip and count', async () => {
    const a = userCaller('manager');
    const early = await createDateTime(a, {
      CourseId: await createCourse(a, { Name: 'Early' }),
      DateFrom: '2026-05-01',
      DateTill: '2026-05-05',
      TimeFrom: '07:00',
      TimeTill: '08:00',
    });
    const late = await createDateTime(a, {
      CourseId: await createCourse(a, { Name: 'Late' }),
      DateFrom: '2026-05-01',
      DateTill: '2026-05-05',
      Period: 1,
      EachOnDay: 2,
      TimeFrom: '20:00',
      TimeTill: '21:00',
    });
    for (const dateTimeId of [late, early]) await call('POST', '/api/Appointments/AddByDateTimeId', { dateTimeId }, a);

    const byDefault = (await odata({ $top: '4' }, a))
      .json()
      .value.map((v: { date: string; courseName: string }) => `${v.date} ${v.courseName}`);
    expect(byDefault).toEqual(['2026-05-01 Early', '2026-05-01 Late', '2026-05-02 Early', '2026-05-03 Early']);

    const filtered = await odata({ $filter: "date ge 2026-05-03 and courseName eq 'Late'", $orderby: 'date desc', $count: 'true' }, a);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json()['@odata.count']).toBe(2);
    expect(dates(filtered)).toEqual(['2026-05-05', '2026-05-03']);

    const page = await odata({ $filter: `dateTimeId eq ${early}`, $orderby: 'date asc', $skip: '1', $top: '2', $count: 'true' }, a);
    expect(page.json()['@odata.count']).toBe(5);
    expect(dates(page)).toEqual(['2026-05-02', '2026-05-03']);

    expect((await odata({ $filter: 'isCancelled eq false and maxAttendees gt 100' }, a)).json().value).toEqual([]);
    expect((await odata({}, userCaller('attendee', a.companyId))).statusCode).toBe(200);
  });

  it('refuses bad input with field errors', async () => {
    const a = userCaller('manager');
    const courseId = await createCourse(a);
    const bad = await call(
      'POST',
      '/api/DateTimes',
      { CourseId: courseId, DateFrom: '2026-05-10', DateTill: '2026-05-01', TimeFrom: '25:00', Period: 7 },
      a,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['timeFrom', 'period']));

    const foreignCourse = await createCourse(userCaller('manager'));
    const unknown = await call('POST', '/api/DateTimes', { CourseId: foreignCourse, DateFrom: '2026-05-01', DateTill: '2026-05-01' }, a);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'courseId' }] } });

    const tooMany = await call('POST', '/api/DateTimes', { CourseId: courseId, DateFrom: '2026-01-01', DateTill: '2030-12-31' }, a);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.fields).toEqual([expect.objectContaining({ field: 'dateTill' })]);

    const weekday = await call(
      'POST',
      '/api/DateTimes',
      { CourseId: courseId, DateFrom: '2026-01-01', DateTill: '2026-02-01', Period: 2, PeriodValues: '1,9' },
      a,
    );
    expect(weekday.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'periodValues' }] } });

    const course = await call('POST', '/api/Courses', { Name: '', MaxAttendees: 0, Color: 'red' }, a);
    expect(course.statusCode).toBe(400);
    expect(course.json().details.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['name', 'maxAttendees', 'color']),
    );
  });

  it('answers 400 for unknown OData fields and 403 for roles without access', async () => {
    const a = userCaller('manager');
    const unknown = await odata({ $filter: "roomName eq 'x'" }, a);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'odata_invalid', details: { position: 0 } });
    expect((await odata({ $filter: 'date ge 5' }, a)).json()).toMatchObject({ code: 'odata_invalid' });
    expect((await call('POST', '/api/Courses', { Name: 'X', MaxAttendees: 3 }, userCaller('trainer', a.companyId))).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/Appointments/AddByDateTimeId', { dateTimeId: randomUUID() }, userCaller('attendee', a.companyId)))
        .statusCode,
    ).toBe(403);
    expect((await get(`/api/Courses/${randomUUID()}`, userCaller('attendee', a.companyId))).statusCode).toBe(403);
  });
});
