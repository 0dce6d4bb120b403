import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import { schedulingService } from '../src/service.ts';

// Courses: all their fields, update, delete (refused while future appointments have bookings), lists, copy.
const t = useTestService(schedulingService);

type Caller = ReturnType<typeof userCaller>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body: unknown, caller?: Caller) => t.call(method, url, body, caller);
const names = (res: { json(): { value: { name: string }[] } }) => res.json().value.map((c) => c.name);

async function location(companyId: string, name = 'Studio Mitte'): Promise<string> {
  const p = { ...payloadOf(IdentityEvents.LocationCreated), name };
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}

async function course(caller: Caller, body: Record<string, unknown> = {}): Promise<string> {
  const res = await call('POST', '/api/Courses', { Name: 'Yoga', MaxAttendees: 10, ...body }, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

/** A course's date-time with its appointments generated; answers the appointment ids by date. */
async function scheduled(caller: Caller, courseId: string, dates: [string, string]): Promise<Record<string, string>> {
  const dt = await call('POST', '/api/DateTimes', { CourseId: courseId, DateFrom: dates[0], DateTill: dates[1] }, caller);
  await call('POST', '/api/Appointments/AddByDateTimeId', { DateTimeId: dt.json().id }, caller);
  const rows = await t.db.system((tx) => tx.appointment.findMany({ where: { dateTimeId: dt.json().id } }));
  return Object.fromEntries(rows.map((a) => [a.date.toISOString().slice(0, 10), a.id]));
}

const book = (appointmentId: string) =>
  t.db.system((tx) => tx.appointment.update({ where: { id: appointmentId }, data: { bookedCount: 1 } }));

describe('courses', () => {
  it('creates a course with every field and membership-type availabilities, reads and updates it', async () => {
    const a = userCaller('employee');
    const loc = await location(a.companyId);
    const [typeA, typeB, responsible, tariff] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const staff = { userId: responsible, firstName: 'Eva', lastName: 'Berg', roles: ['trainer'], active: true };
    await t.announce(IdentityEvents.StaffUserSaved, a.companyId, staff);
    const id = await course(a, {
      Description: 'Hatha',
      Color: '#112233',
      Type: 1,
      BookableAsSeries: true,
      MinAttendees: 2,
      LocationId: loc,
      Nr: 'K-7',
      ResponsibleId: responsible,
      CentCost: 1200,
      RequiresApproval: true,
      TariffId: tariff,
      MembershipTypeAvailabilities: [{ MembershipTypeId: typeA, CentCost: 0 }, { MembershipTypeId: typeB }],
    });
    const one = await call('GET', `/api/Courses/${id}`, undefined, userCaller('trainer', a.companyId));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id,
      name: 'Yoga',
      description: 'Hatha',
      color: '#112233',
      type: 1,
      bookableAsSeries: true,
      minAttendees: 2,
      maxAttendees: 10,
      locationId: loc,
      locationName: 'Studio Mitte',
      nr: 'K-7',
      responsibleId: responsible,
      responsibleFullName: 'Berg, Eva',
      centCost: 1200,
      requiresApproval: true,
      tariffId: tariff,
      hasLogo: false,
      active: true,
    });
    expect(one.json().membershipTypeAvailabilities).toHaveLength(2);
    expect(one.json().membershipTypeAvailabilities).toEqual(
      expect.arrayContaining([
        { membershipTypeId: typeA, centCost: 0 },
        { membershipTypeId: typeB, centCost: 0 },
      ]),
    );

    const appointments = await scheduled(a, id, ['2031-03-03', '2031-03-04']);
    const updated = await call('PUT', `/api/Courses/${id}`, { Name: 'Yin Yoga', MaxAttendees: 12, Type: 0, LocationId: '' }, a);
    expect(updated.statusCode, updated.body).toBe(200);
    // Availabilities left out stay; optional fields left out are cleared.
    expect(updated.json()).toMatchObject({ name: 'Yin Yoga', type: 0, locationId: null, nr: null, color: '#D0D0D0' });
    expect(updated.json().membershipTypeAvailabilities).toHaveLength(2);
    const cleared = await call('PUT', `/api/Courses/${id}`, { Name: 'Yin Yoga', MaxAttendees: 12, MembershipTypeAvailabilities: [] }, a);
    expect(cleared.json().membershipTypeAvailabilities).toEqual([]);

    const copied = await t.db.system((tx) => tx.appointment.findMany({ where: { id: { in: Object.values(appointments) } } }));
    expect(copied.map((c) => [c.courseName, c.courseType])).toEqual([
      ['Yin Yoga', 0],
      ['Yin Yoga', 0],
    ]);
    const events = (await t.outbox('scheduling.course.updated')).filter((e) => (e.payload as { courseId: string }).courseId === id);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      companyId: a.companyId,
      payload: { name: 'Yin Yoga', type: 0, requiresApproval: false, locationId: null },
    });
  });

  it('refuses bad input and unknown or foreign locations with field errors, changing nothing', async () => {
    const a = userCaller('manager');
    const foreign = await location(userCaller('manager').companyId);
    for (const locationId of [foreign, randomUUID()]) {
      const res = await call('POST', '/api/Courses', { Name: 'Yoga', MaxAttendees: 5, LocationId: locationId }, a);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'locationId' }] } });
    }
    const type = randomUUID();
    for (const [body, field] of [
      [{ Name: 'Yoga', MaxAttendees: 5, MinAttendees: 6 }, 'minAttendees'],
      [{ Name: 'Yoga', MaxAttendees: 5, Type: 3 }, 'type'],
      [{ Name: 'Yoga', MaxAttendees: 5, ResponsibleId: 'x' }, 'responsibleId'],
      [
        { Name: 'Yoga', MaxAttendees: 5, MembershipTypeAvailabilities: [{ MembershipTypeId: type }, { MembershipTypeId: type }] },
        'membershipTypeAvailabilities',
      ],
      [
        { Name: 'Yoga', MaxAttendees: 5, MembershipTypeAvailabilities: [{ MembershipTypeId: type, CentCost: -1 }] },
        'membershipTypeAvailabilities.0.centCost',
      ],
    ] as const) {
      const res = await call('POST', '/api/Courses', body, a);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const id = await course(a);
    const bad = await call('PUT', `/api/Courses/${id}`, { Name: ' ', MaxAttendees: 0 }, a);
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/api/Courses/${id}`, undefined, a)).json().name).toBe('Yoga');
    expect(await t.db.system((tx) => tx.course.count({ where: { companyId: a.companyId } }))).toBe(1);
  });

  it('deletes a course with its date-times and appointments, but not while future appointments have bookings', async () => {
    const a = userCaller('manager');
    const id = await course(a);
    const appointments = await scheduled(a, id, ['2031-03-03', '2031-03-05']);
    expect((await call('GET', `/api/Courses/CheckIfCourseHasBookings/${id}`, undefined, a)).json()).toEqual({
      hasBookings: false,
      bookedAppointments: 0,
    });
    await book(appointments['2031-03-04']!);
    expect((await call('GET', `/api/Courses/CheckIfCourseHasBookings/${id}`, undefined, a)).json()).toEqual({
      hasBookings: true,
      bookedAppointments: 1,
    });
    const refused = await call('DELETE', `/api/Courses/${id}`, undefined, a);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'in_use', details: { bookedAppointments: 1 } });
    expect(await t.db.system((tx) => tx.appointment.count({ where: { courseId: id } }))).toBe(3);

    // A cancelled appointment's bookings do not hold the course.
    await t.db.system((tx) => tx.appointment.update({ where: { id: appointments['2031-03-04']! }, data: { isCancelled: true } }));
    expect((await call('DELETE', `/api/Courses/${id}`, undefined, a)).statusCode).toBe(200);
    expect((await call('GET', `/api/Courses/${id}`, undefined, a)).statusCode).toBe(404);
    expect(await t.db.system((tx) => tx.courseDateTime.count({ where: { courseId: id } }))).toBe(0);
    const deleted = (await t.outbox('scheduling.appointment.deleted')).map((e) => (e.payload as { appointmentId: string }).appointmentId);
    expect(deleted).toEqual(expect.arrayContaining(Object.values(appointments)));
    expect((await t.outbox('scheduling.course.deleted')).filter((e) => (e.payload as { courseId: string }).courseId === id)).toHaveLength(
      1,
    );
  });

  it('lists courses with filters, leaving unique events out unless asked, and offers id-name options', async () => {
    const a = userCaller('manager');
    const loc = await location(a.companyId);
    await course(a, { Name: 'Pilates', LocationId: loc });
    await course(a, { Name: 'Aerobic', Active: false });
    await course(a, { Name: 'Gala', Type: 2 });
    await course(a, { Name: 'Zumba', Type: 1, LocationId: loc });
    const list = await call('GET', '/odata/Courses?$count=true', undefined, userCaller('attendee', a.companyId));
    expect(list.statusCode).toBe(200);
    expect(names(list)).toEqual(['Aerobic', 'Pilates', 'Zumba']);
    expect(list.json().value[1]).toMatchObject({ locationName: 'Studio Mitte', hasLogo: false });
    expect(list.json().value[1].membershipTypeAvailabilities).toBeUndefined();
    expect(names(await call('GET', '/odata/Courses?includeUniqueEvents=true', undefined, a))).toEqual([
      'Aerobic',
      'Gala',
      'Pilates',
      'Zumba',
    ]);
    const filter = (f: string) => call('GET', `/odata/Courses?$filter=${encodeURIComponent(f)}`, undefined, a);
    expect(names(await filter(`locationId eq ${loc} and type eq 1`))).toEqual(['Zumba']);
    expect(names(await filter("active eq false or contains(name,'lat')"))).toEqual(['Aerobic', 'Pilates']);
    expect((await filter('colour eq 1')).json()).toMatchObject({ code: 'odata_invalid' });

    const options = (await call('GET', '/api/Courses/GetByOptions', undefined, a)).json();
    expect(options.map((o: { name: string }) => o.name)).toEqual(['Aerobic', 'Pilates', 'Zumba']);
    expect(Object.keys(options[0]).sort()).toEqual(['color', 'id', 'name', 'type']);
    const anonymous = await call('GET', `/api/Courses/GetByOptionsAnonymous/${a.companyId}`, undefined);
    expect(anonymous.json().map((o: { name: string }) => o.name)).toEqual(['Pilates', 'Zumba']);
    expect((await call('GET', `/api/Courses/GetByOptionsAnonymous/${randomUUID()}`, undefined)).json()).toEqual([]);
    expect((await call('GET', '/odata/Courses?$count=true', undefined, userCaller('manager'))).json()['@odata.count']).toBe(0);
  });

  it("lists a department's courses and the courses with course times that have not ended", async () => {
    const a = userCaller('employee');
    const b = userCaller('employee');
    const department = randomUUID();
    const yoga = await course(a, { Name: 'Yoga', BookableAsSeries: true });
    const pilates = await course(a, { Name: 'Pilates' });
    await course(a, { Name: 'Ruhend', Active: false, BookableAsSeries: true });
    await t.announce(IdentityEvents.DepartmentRefsReplaced, a.companyId, { owner: 'courseId', ownerId: yoga, departmentIds: [department] });
    const inDepartment = `/odata/Courses/GetInDepartment/${department}?$count=true`;
    expect(names(await call('GET', inDepartment, undefined, a))).toEqual(['Yoga']);
    expect((await call('GET', inDepartment, undefined, b)).json()).toMatchObject({ '@odata.count': 0 });
    expect((await call('GET', '/odata/Courses/GetInDepartment/nope', undefined, a)).json()).toMatchObject({ code: 'validation_failed' });

    const ended = await call('POST', '/api/DateTimes', { CourseId: yoga, DateFrom: '2020-01-06', DateTill: '2020-03-30' }, a);
    const running = await call(
      'POST',
      '/api/DateTimes',
      {
        CourseId: yoga,
        DateFrom: '2026-01-05',
        DateTill: '2028-06-30',
        TimeFrom: '18:00',
        TimeTill: '19:00',
        Period: 2,
        PeriodValues: '1',
      },
      a,
    );
    await call('POST', '/api/DateTimes', { CourseId: pilates, DateFrom: '2098-01-01', DateTill: '2098-02-01' }, a);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(running.statusCode, running.body).toBe(200);
    const all = (await call('GET', '/api/Courses/GetWithDateTime', undefined, a)).json();
    expect(all.map((c: { name: string; dateTimes: unknown[] }) => [c.name, c.dateTimes.length])).toEqual([
      ['Pilates', 1],
      ['Yoga', 1],
    ]);
    const series = (await call('GET', '/api/Courses/GetWithDateTime?bookableAsSeries=true', undefined, a)).json();
    expect(series).toEqual([
      expect.objectContaining({
        id: yoga,
        bookableAsSeries: true,
        dateTimes: [expect.objectContaining({ id: running.json().id, dateTill: '2028-06-30', timeFrom: '18:00', periodValues: '1' })],
      }),
    ]);
    expect((await call('GET', '/api/Courses/GetWithDateTime', undefined, b)).json()).toEqual([]);
  });

  it('copies a course with availabilities and date-times but no appointments', async () => {
    const a = userCaller('employee');
    const type = randomUUID();
    const id = await course(a, { Name: 'Yoga (2)', MembershipTypeAvailabilities: [{ MembershipTypeId: type, CentCost: 500 }] });
    await scheduled(a, id, ['2031-03-03', '2031-03-04']);
    const res = await call('POST', '/api/Courses/CopyCourse', { Id: id }, a);
    expect(res.statusCode, res.body).toBe(200);
    const copy = (await call('GET', `/api/Courses/${res.json().id}`, undefined, a)).json();
    expect(copy).toMatchObject({
      name: 'Yoga (3)',
      maxAttendees: 10,
      membershipTypeAvailabilities: [{ membershipTypeId: type, centCost: 500 }],
    });
    const dateTimes = await t.db.system((tx) => tx.courseDateTime.findMany({ where: { courseId: copy.id } }));
    expect(dateTimes.map((d) => d.dateFrom.toISOString().slice(0, 10))).toEqual(['2031-03-03']);
    expect(await t.db.system((tx) => tx.appointment.count({ where: { courseId: copy.id } }))).toBe(0);
    expect((await t.outbox('scheduling.course.created')).some((e) => (e.payload as { courseId: string }).courseId === copy.id)).toBe(true);
  });

  it("tells booking each appointment's approval flag and location with the appointment", async () => {
    const a = userCaller('employee');
    const id = await course(a, { Name: 'Reha', RequiresApproval: true });
    await scheduled(a, id, ['2031-04-07', '2031-04-07']);
    const created = (await t.outbox('scheduling.appointment.created')).map((e) => e.payload as Record<string, unknown>);
    expect(created.filter((p) => p.courseId === id)).toMatchObject([{ requiresApproval: true, locationId: null }]);
  });

  it('keeps a logo decided by its bytes, serves it and lists courses that have one', async () => {
    const a = userCaller('manager');
    const id = await course(a);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const form = (bytes: Buffer, type: string) => {
      const f = new FormData();
      f.append('File', new Blob([new Uint8Array(bytes)], { type }), 'logo');
      return f;
    };
    expect((await call('GET', `/api/Courses/GetLogoByCourseId/${id}`, undefined)).statusCode).toBe(404);
    // Declared as JPEG, but the bytes are a PNG: stored and served as PNG.
    const up = await t.upload(`/api/Courses/UpdateLogo/${id}`, form(png, 'image/jpeg'), a);
    expect(up.statusCode, up.body).toBe(200);
    const logo = await call('GET', `/api/Courses/GetLogoByCourseId/${id}`, undefined);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(png)).toBe(true);
    expect((await call('GET', `/api/Courses/${id}`, undefined, a)).json().hasLogo).toBe(true);
    await course(a, { Name: 'Ohne Logo' });
    expect((await call('GET', '/api/Courses/GetWithLogoOnly', undefined, a)).json().map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await call('GET', `/api/Courses/GetWithLogoOnlyAnonymous/${a.companyId}`, undefined)).json()).toHaveLength(1);

    const gif = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
    for (const bytes of [Buffer.from('<svg/>'), gif, Buffer.alloc(0)]) {
      const res = await t.upload(`/api/Courses/UpdateLogo/${id}`, form(bytes, 'image/png'), a);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'File' }] } });
    }
    const tooBig = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await t.upload(`/api/Courses/UpdateLogo/${id}`, form(tooBig, 'image/png'), a)).statusCode).toBe(413);
    expect((await t.upload(`/api/Courses/UpdateLogo/${id}`, form(png, 'image/png'), userCaller('manager'))).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Courses/Logo/${id}`, undefined, a)).statusCode).toBe(200);
    expect((await call('GET', `/api/Courses/GetLogoByCourseId/${id}`, undefined)).statusCode).toBe(404);
  });

  it("answers 404 for another company's course and 403 for roles without access", async () => {
    const a = userCaller('manager');
    const id = await course(a);
    const b = userCaller('manager');
    const body = { Name: 'X', MaxAttendees: 3 };
    expect((await call('GET', `/api/Courses/${id}`, undefined, b)).statusCode).toBe(404);
    expect((await call('PUT', `/api/Courses/${id}`, body, b)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Courses/${id}`, undefined, b)).statusCode).toBe(404);
    expect((await call('POST', '/api/Courses/CopyCourse', { Id: id }, b)).statusCode).toBe(404);
    expect((await call('GET', `/api/Courses/CheckIfCourseHasBookings/${id}`, undefined, b)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Courses/Logo/${id}`, undefined, b)).statusCode).toBe(404);

    const trainer = userCaller('trainer', a.companyId);
    expect((await call('PUT', `/api/Courses/${id}`, body, trainer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/Courses/${id}`, undefined, trainer)).statusCode).toBe(403);
    expect((await call('POST', '/api/Courses/CopyCourse', { Id: id }, trainer)).statusCode).toBe(403);
    expect((await call('GET', `/api/Courses/${id}`, undefined, userCaller('attendee', a.companyId))).statusCode).toBe(403);
    expect((await call('GET', '/api/Courses/GetByOptions', undefined)).statusCode).toBe(401);
    expect((await call('GET', `/api/Courses/${id}`, undefined, a)).json().name).toBe('Yoga');
  });
});
