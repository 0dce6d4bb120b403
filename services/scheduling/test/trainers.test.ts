import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localDate } from '@takt/kit';
import { userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents, plusDays } from '@takt/proto';
import { schedulingService } from '../src/service.ts';
import { trainerFixtures } from './trainer-fixtures.ts';

// Course trainers per date-time, appointment trainers, today's courses and the trainer export.
const t = useTestService(schedulingService);
const { call, trainer, location, room, courseWithAppointments, generate } = trainerFixtures(t);

/** A Monday one to two weeks after the studio's today: handing trainers on and regenerating act from the real today on. */
const monday = plusDays(localDate(), ((8 - new Date(localDate()).getUTCDay()) % 7) + 7);
const day = (n: number) => plusDays(monday, n);
const week = { DateFrom: day(0), DateTill: day(6) };

describe('course trainers', () => {
  it('replaces a date-time trainer list, hands it to new and (on request) future appointments, lists and deletes', async () => {
    const a = userCaller('manager');
    const anna = await trainer(a.companyId, { firstName: 'Anna', lastName: 'Alt' });
    const ben = await trainer(a.companyId, { firstName: 'Ben', lastName: 'Berg', roles: ['employee'] });
    const { courseId, dateTimeId, appointmentIds } = await courseWithAppointments(a, { ...week, DateTill: day(2) });

    const set = await call(
      'POST',
      '/api/CourseTrainers/AddMultiple/false',
      [{ TrainerId: anna, DateTimeId: dateTimeId, CourseId: courseId }],
      a,
    );
    expect(set.statusCode, set.body).toBe(200);
    const replaced = await call(
      'POST',
      '/api/CourseTrainers/AddMultiple/true',
      [
        { TrainerId: ben, DateTimeId: dateTimeId, IsSubstitute: true },
        { TrainerId: anna, DateTimeId: dateTimeId },
      ],
      a,
    );
    expect(replaced.json()).toHaveLength(2);
    const list = await call('GET', `/api/CourseTrainers?dateTimeId=${dateTimeId}`, undefined, userCaller('trainer', a.companyId));
    expect(
      list
        .json()
        .map((c: { trainerFullName: string; isSubstitute: boolean }) => [c.trainerFullName, c.isSubstitute])
        .sort(),
    ).toEqual([
      ['Alt, Anna', false],
      ['Berg, Ben', true],
    ]);
    expect((await call('GET', `/api/CourseTrainers?trainerId=${ben}`, undefined, a)).json()).toMatchObject([{ dateTimeId, courseId }]);
    expect((await call('GET', `/api/CourseTrainers?courseId=${courseId}`, undefined, a)).json()).toHaveLength(2);
    expect((await call('GET', `/api/CourseTrainers?courseId=${randomUUID()}`, undefined, a)).json()).toEqual([]);

    const appointment = await call('GET', `/api/Appointments/${appointmentIds[0]}`, undefined, a);
    expect(appointment.json().trainerIds.sort()).toEqual([anna, ben].sort());
    expect(appointment.json().trainerFullNames.split('; ').sort()).toEqual(['Alt, Anna', 'Berg, Ben']);

    // A longer range generates new appointments: they get the date-time's trainers.
    await t.db.system((tx) => tx.courseDateTime.update({ where: { id: dateTimeId }, data: { dateTill: new Date(day(4)) } }));
    const all = await generate(a, dateTimeId);
    expect(all).toHaveLength(5);
    const listed = await call('GET', `/odata/Appointments?$filter=${encodeURIComponent(`dateTimeId eq ${dateTimeId}`)}`, undefined, a);
    for (const row of listed.json().value) expect(row.trainerIds).toHaveLength(2);
    // Regenerating after a change (UpdateByDateTimeId) hands them on too.
    await t.db.system((tx) => tx.courseDateTime.update({ where: { id: dateTimeId }, data: { dateTill: new Date(day(5)) } }));
    const regenerated = await call('POST', '/api/Appointments/UpdateByDateTimeId', { DateTimeId: dateTimeId }, a);
    expect(regenerated.json()).toMatchObject({ created: 1 });
    const after = await call('GET', `/odata/Appointments?$filter=${encodeURIComponent(`dateTimeId eq ${dateTimeId}`)}`, undefined, a);
    expect(after.json().value.map((row: { trainerIds: string[] }) => row.trainerIds.length)).toEqual([2, 2, 2, 2, 2, 2]);

    const annaRow = list.json().find((c: { trainerId: string }) => c.trainerId === anna);
    expect((await call('DELETE', `/api/CourseTrainers/${annaRow.id}`, undefined, a)).statusCode).toBe(200);
    expect((await call('GET', `/api/CourseTrainers?dateTimeId=${dateTimeId}`, undefined, a)).json()).toHaveLength(1);
  });

  it('refuses unknown date-times, other courses, unknown trainers and bad input, storing nothing', async () => {
    const a = userCaller('manager');
    const tr = await trainer(a.companyId);
    const foreignTrainer = await trainer(userCaller('manager').companyId);
    const { dateTimeId } = await courseWithAppointments(a, week);
    const cases: [unknown, string][] = [
      [[{ TrainerId: tr, DateTimeId: randomUUID() }], 'dateTimeId'],
      [[{ TrainerId: tr, DateTimeId: dateTimeId, CourseId: randomUUID() }], 'courseId'],
      [[{ TrainerId: foreignTrainer, DateTimeId: dateTimeId }], 'trainerId'],
      [[{ TrainerId: 'x', DateTimeId: dateTimeId }], 'trainerId'],
      [[], ''],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/CourseTrainers/AddMultiple/false', body, a);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(JSON.stringify(res.json().details ?? {})).toContain(field);
    }
    expect((await call('POST', '/api/CourseTrainers/AddMultiple/maybe', [{ TrainerId: tr, DateTimeId: dateTimeId }], a)).statusCode).toBe(
      400,
    );
    expect(await t.db.system((tx) => tx.courseTrainer.count({ where: { companyId: a.companyId } }))).toBe(0);
  });

  it("answers 404 for another company's rows and 403 for roles without the flag", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const trB = await trainer(b.companyId);
    const { dateTimeId, appointmentIds } = await courseWithAppointments(b, week);
    const [row] = (await call('POST', '/api/CourseTrainers/AddMultiple/true', [{ TrainerId: trB, DateTimeId: dateTimeId }], b)).json();
    expect((await call('DELETE', `/api/CourseTrainers/${row.id}`, undefined, a)).statusCode).toBe(404);
    expect((await call('GET', `/api/CourseTrainers?dateTimeId=${dateTimeId}`, undefined, a)).json()).toEqual([]);
    expect((await call('GET', `/api/AppointmentTrainers/GetByAppointmentId/${appointmentIds[0]}`, undefined, a)).statusCode).toBe(404);
    expect((await call('POST', `/api/AppointmentTrainers/AddMultiple/${appointmentIds[0]}`, { TrainersId: [] }, a)).statusCode).toBe(404);
    const [at] = (await call('GET', `/api/AppointmentTrainers/GetByAppointmentId/${appointmentIds[0]}`, undefined, b)).json();
    expect((await call('PUT', `/api/AppointmentTrainers/${at.id}`, { TrainerId: trB }, a)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/AppointmentTrainers/${at.id}`, undefined, a)).statusCode).toBe(404);
    expect((await call('POST', '/api/AppointmentTrainers/AddByDateTimeId', { DateTimeId: dateTimeId }, a)).statusCode).toBe(404);

    const trainerB = userCaller('trainer', b.companyId);
    expect(
      (await call('POST', '/api/CourseTrainers/AddMultiple/false', [{ TrainerId: trB, DateTimeId: dateTimeId }], trainerB)).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/AppointmentTrainers/AddMultiple/${appointmentIds[0]}`, { TrainersId: [] }, trainerB)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/api/AppointmentTrainers/Export', { FromDate: day(0), TillDate: day(30) }, userCaller('attendee', b.companyId)))
        .statusCode,
    ).toBe(403);
    expect(await t.db.system((tx) => tx.appointmentTrainer.count({ where: { companyId: b.companyId } }))).toBe(7);
  });
});

describe('appointment trainers', () => {
  it('sets, changes, removes and copies trainers of appointments; exports the hours', async () => {
    const a = userCaller('employee');
    const loc = await location(a.companyId);
    const roomId = await room(userCaller('manager', a.companyId), loc);
    const anna = await trainer(a.companyId, { firstName: 'Anna', lastName: 'Alt' });
    const ben = await trainer(a.companyId, { firstName: 'Ben', lastName: 'Berg' });
    const { courseId, dateTimeId, appointmentIds } = await courseWithAppointments(a, {
      ...week,
      RoomId: roomId,
      TimeFrom: '18:00',
      TimeTill: '19:30',
    });
    const [first, second] = appointmentIds as [string, string];

    const set = await call('POST', `/api/AppointmentTrainers/AddMultiple/${first}`, { TrainersId: [anna, ben, anna] }, a);
    expect(set.statusCode, set.body).toBe(200);
    expect(
      set
        .json()
        .map((r: { trainerFullName: string }) => r.trainerFullName)
        .sort(),
    ).toEqual(['Alt, Anna', 'Berg, Ben']);
    const benRow = set.json().find((r: { trainerId: string }) => r.trainerId === ben);
    expect((await call('PUT', `/api/AppointmentTrainers/${benRow.id}`, { TrainerId: anna }, a)).json()).toMatchObject({
      code: 'validation_failed',
    });
    const sub = await call('PUT', `/api/AppointmentTrainers/${benRow.id}`, { TrainerId: ben, IsSubstitute: true }, a);
    expect(sub.json()).toMatchObject({ trainerId: ben, isSubstitute: true, appointmentId: first });
    expect((await call('DELETE', `/api/AppointmentTrainers/${benRow.id}`, undefined, a)).statusCode).toBe(200);
    expect((await call('GET', `/api/AppointmentTrainers/GetByAppointmentId/${first}`, undefined, a)).json()).toMatchObject([
      { trainerId: anna },
    ]);

    await call('POST', '/api/CourseTrainers/AddMultiple/false', [{ TrainerId: ben, DateTimeId: dateTimeId }], a);
    const copied = await call('POST', '/api/AppointmentTrainers/AddByDateTimeId', { DateTimeId: dateTimeId, ClientLocalDate: day(1) }, a);
    expect(copied.json()).toEqual({ appointments: 6 });
    expect((await call('GET', `/api/AppointmentTrainers/GetByAppointmentId/${first}`, undefined, a)).json()).toMatchObject([
      { trainerId: anna },
    ]);
    expect((await call('GET', `/api/AppointmentTrainers/GetByAppointmentId/${second}`, undefined, a)).json()).toMatchObject([
      { trainerId: ben },
    ]);

    const today = await call('GET', `/api/CourseTrainers/GetCoursesForTodayByLocationId/${loc}?date=${day(1)}`, undefined, a);
    expect(today.json()).toMatchObject([{ appointmentId: second, roomId, timeFrom: '18:00', trainerIds: [ben] }]);
    expect((await call('GET', `/api/CourseTrainers/GetCoursesForTodayByLocationId/${randomUUID()}`, undefined, a)).statusCode).toBe(404);

    const exported = await call(
      'POST',
      '/api/AppointmentTrainers/Export',
      { FromDate: day(0), TillDate: day(1), TrainerIds: [anna, ben], LocationIds: [loc] },
      a,
    );
    expect(exported.json()).toMatchObject([
      { appointmentId: first, trainerId: anna, trainerFullName: 'Alt, Anna', durationInHours: 1.5, locationId: loc, roomId },
      { appointmentId: second, trainerId: ben, durationInHours: 1.5 },
    ]);
    const onlyAnna = await call('POST', '/api/AppointmentTrainers/Export', { FromDate: day(0), TillDate: day(30), TrainerId: anna }, a);
    expect(onlyAnna.json()).toHaveLength(1);
    const department = randomUUID();
    const inDepartment = { FromDate: day(0), TillDate: day(30), DepartmentIds: [department] };
    expect((await call('POST', '/api/AppointmentTrainers/Export', inDepartment, a)).json()).toEqual([]);
    await t.announce(IdentityEvents.DepartmentRefsReplaced, a.companyId, {
      owner: 'courseId',
      ownerId: courseId,
      departmentIds: [department],
    });
    const wholeMonth = await call('POST', '/api/AppointmentTrainers/Export', { FromDate: day(0), TillDate: day(30) }, a);
    expect((await call('POST', '/api/AppointmentTrainers/Export', inDepartment, a)).json()).toEqual(wholeMonth.json());
    expect((await call('POST', '/api/AppointmentTrainers/Export', { FromDate: day(1), TillDate: day(0) }, a)).json()).toMatchObject({
      code: 'validation_failed',
    });
    expect((await call('POST', `/api/AppointmentTrainers/AddMultiple/${first}`, { TrainersId: [randomUUID()] }, a)).json()).toMatchObject({
      code: 'validation_failed',
    });
    expect((await call('POST', `/api/AppointmentTrainers/AddMultiple/${randomUUID()}`, { TrainersId: [anna] }, a)).statusCode).toBe(404);
  });
});
