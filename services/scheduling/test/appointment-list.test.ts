import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { schedulingService } from '../src/service.ts';
import { appointmentFixtures } from './appointment-fixtures.ts';

// The appointment list and detail with the course's facts, names and derived values; the public read.
const t = useTestService(schedulingService);
const { call, location, room, appointment, book } = appointmentFixtures(t);

const deactivate = (courseId: string) => t.db.system((tx) => tx.course.update({ where: { id: courseId }, data: { active: false } }));
const filtered = async (caller: ReturnType<typeof userCaller>, filter: string) =>
  (await call('GET', `/odata/Appointments?$filter=${encodeURIComponent(filter)}`, undefined, caller)).json();

describe('appointment details', () => {
  it("answers the course's facts, location and room names and full / over capacity / passed", async () => {
    const a = userCaller('manager');
    const loc = await location(a.companyId, 'Studio Nord');
    const roomId = await room(a, loc, 'Spiegelsaal');
    const { id, courseId } = await appointment(a, { LocationId: loc, Color: '#FF0000', Description: 'Sanft', BookableAsSeries: true });
    await call(
      'PUT',
      `/api/Appointments/${id}`,
      { Date: '2031-03-03', TimeFrom: '10:00', TimeTill: '11:00', RoomId: roomId, MaxAttendees: 2 },
      a,
    );
    await book(id, 3);
    const res = await call('GET', `/api/Appointments/${id}`, undefined, userCaller('trainer', a.companyId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      courseId,
      courseColor: '#FF0000',
      courseDescription: 'Sanft',
      courseActive: true,
      bookableAsSeries: true,
      locationId: loc,
      locationName: 'Studio Nord',
      roomName: 'Spiegelsaal',
      countOfAttendancesForTheDate: 3,
      isFull: true,
      isOverCapacity: true,
      isPassed: false,
    });
    const past = await appointment(a, {}, '2020-01-06');
    expect((await call('GET', `/api/Appointments/${past.id}`, undefined, a)).json()).toMatchObject({
      isPassed: true,
      isFull: false,
      locationId: null,
      roomName: null,
    });
  });
});

describe('the appointment list', () => {
  it('filters by course flags, location, dates, times and cancellation, sorted by date then start', async () => {
    const a = userCaller('employee');
    const loc = await location(a.companyId);
    const yoga = await appointment(a, { Name: 'Yoga', LocationId: loc, BookableAsSeries: true, Type: 1 }, '2031-03-05');
    const pilates = await appointment(a, { Name: 'Pilates' }, '2031-03-04');
    const old = await appointment(a, { Name: 'Alt' }, '2031-03-06');
    await deactivate(old.courseId);
    await call('GET', `/api/Appointments/Cancel/${pilates.id}/de`, undefined, a);
    const names = (body: { value: { courseName: string }[] }) => body.value.map((v) => v.courseName);

    expect(names((await call('GET', '/odata/Appointments', undefined, a)).json())).toEqual(['Pilates', 'Yoga', 'Alt']);
    expect(names(await filtered(a, 'courseActive eq true'))).toEqual(['Pilates', 'Yoga']);
    expect(names(await filtered(a, 'bookableAsSeries'))).toEqual(['Yoga']);
    expect(names(await filtered(a, `locationId eq ${loc}`))).toEqual(['Yoga']);
    expect(names(await filtered(a, 'courseType eq 1'))).toEqual(['Yoga']);
    expect(names(await filtered(a, 'isCancelled eq false'))).toEqual(['Yoga', 'Alt']);
    expect(names(await filtered(a, 'date ge 2031-03-05 and date le 2031-03-05'))).toEqual(['Yoga']);
    expect(names(await filtered(a, `timeFrom ge '10:00' and timeFrom lt '10:30' and courseId eq ${pilates.courseId}`))).toEqual([
      'Pilates',
    ]);
    expect(names(await filtered(a, `dateTimeId eq ${yoga.dateTimeId}`))).toEqual(['Yoga']);
    const bad = await call('GET', `/odata/Appointments?$filter=${encodeURIComponent("courseActive eq 'x'")}`, undefined, a);
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().code).toBe('string');
    expect(names(await filtered(userCaller('employee'), 'courseActive'))).toEqual([]);
  });
});

describe('future appointments', () => {
  it('lists only uncancelled appointments still to come, with OData options', async () => {
    const a = userCaller('trainer');
    const staff = userCaller('employee', a.companyId);
    const coming = await appointment(staff, { Name: 'Bald' }, '2031-03-05');
    const cancelled = await appointment(staff, { Name: 'Abgesagt' }, '2031-03-04');
    await appointment(staff, { Name: 'Vorbei' }, '2020-03-04');
    await call('GET', `/api/Appointments/Cancel/${cancelled.id}/de`, undefined, staff);
    const res = await call('GET', '/odata/Appointments/GetFutureUncancelled?$count=true', undefined, a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ '@odata.count': 1, value: [{ id: coming.id, courseName: 'Bald', isPassed: false }] });
    const none = await call(
      'GET',
      `/odata/Appointments/GetFutureUncancelled?$filter=${encodeURIComponent("courseName eq 'Vorbei'")}`,
      undefined,
      a,
    );
    expect(none.json().value).toEqual([]);
    expect((await call('GET', '/odata/Appointments/GetFutureUncancelled', undefined, userCaller('employee'))).json().value).toEqual([]);
  });
});

describe('the public appointment', () => {
  it("answers an active course's appointment with public fields; 404 for inactive, foreign or unknown ones", async () => {
    const a = userCaller('manager');
    const { id, courseId } = await appointment(a, { Name: 'Offen' });
    const url = (appointmentId: string, companyId: string) => `/api/Appointments/GetAnonymous/${appointmentId}?companyId=${companyId}`;
    const res = await call('GET', url(id, a.companyId), undefined);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, courseName: 'Offen', isFull: false, countOfAttendancesForTheDate: 0 });
    expect(res.json()).not.toHaveProperty('text');
    expect(res.json()).not.toHaveProperty('companyId');

    expect((await call('GET', url(id, randomUUID()), undefined)).statusCode).toBe(404);
    expect((await call('GET', url(randomUUID(), a.companyId), undefined)).statusCode).toBe(404);
    expect((await call('GET', `/api/Appointments/GetAnonymous/${id}`, undefined)).json()).toMatchObject({ code: 'validation_failed' });
    await deactivate(courseId);
    expect((await call('GET', url(id, a.companyId), undefined)).statusCode).toBe(404);
  });
});
