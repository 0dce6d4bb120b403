import { describe, expect, it } from 'vitest';
import { createLogger, rawSql, runBackfills } from '@takt/kit';
import { userCaller, useTestService } from '@takt/kit/testing';
import { schedulingBackfills } from '../src/operations/announce-backfills.ts';
import { schedulingService } from '../src/service.ts';
import { trainerFixtures } from './trainer-fixtures.ts';

// Booking lists attendances per trainer from these: every appointment event names its trainers,
// every change of them is announced, and the backfill announces those set before.
const t = useTestService(schedulingService);
const { call, trainer, courseWithAppointments, generate } = trainerFixtures(t);
const log = createLogger('trainer-events-test', 'silent');

type Named = { appointmentId: string; trainerIds?: string[] };
const announced = async (subject: string, appointmentId: string) =>
  (await t.outbox(subject)).map((e) => e.payload as Named).filter((p) => p.appointmentId === appointmentId);
const lastTrainers = async (appointmentId: string) =>
  (await announced('scheduling.appointment.trainers-changed', appointmentId)).at(-1)?.trainerIds;

describe('appointment trainers in events', () => {
  it('names the trainers on created and updated appointments and announces every change', async () => {
    const a = userCaller('manager');
    const [anna, ben] = [await trainer(a.companyId), await trainer(a.companyId)];
    const { dateTimeId, appointmentIds } = await courseWithAppointments(a, { DateFrom: '2027-05-03', DateTill: '2027-05-04' });
    const [first, second] = appointmentIds as [string, string];
    expect((await announced('scheduling.appointment.created', first)).map((p) => p.trainerIds)).toEqual([[]]);

    // A date-time with trainers hands them to the appointments it generates, and their events say so.
    const courseId = (await call('POST', '/api/Courses', { Name: 'Pilates', MaxAttendees: 10 }, a)).json().id;
    const dt = { CourseId: courseId, TimeFrom: '10:00', TimeTill: '11:00', DateFrom: '2027-05-10', DateTill: '2027-05-10' };
    const otherDateTime = (await call('POST', '/api/DateTimes', dt, a)).json().id;
    await call('POST', '/api/CourseTrainers/AddMultiple/false', [{ TrainerId: anna, DateTimeId: otherDateTime }], a);
    const [taught] = await generate(a, otherDateTime);
    expect((await announced('scheduling.appointment.created', taught!)).map((p) => p.trainerIds)).toEqual([[anna]]);

    const set = await call('POST', `/api/AppointmentTrainers/AddMultiple/${first}`, { TrainersId: [anna, ben] }, a);
    expect(set.statusCode, set.body).toBe(200);
    expect((await lastTrainers(first))?.sort()).toEqual([anna, ben].sort());
    const benRow = set.json().find((r: { trainerId: string }) => r.trainerId === ben);
    expect((await call('DELETE', `/api/AppointmentTrainers/${benRow.id}`, undefined, a)).statusCode).toBe(200);
    expect(await lastTrainers(first)).toEqual([anna]);
    const [annaRow] = (await call('GET', `/api/AppointmentTrainers/GetByAppointmentId/${first}`, undefined, a)).json();
    expect((await call('PUT', `/api/AppointmentTrainers/${annaRow.id}`, { TrainerId: ben }, a)).statusCode).toBe(200);
    expect(await lastTrainers(first)).toEqual([ben]);

    await call('POST', '/api/CourseTrainers/AddMultiple/false', [{ TrainerId: anna, DateTimeId: dateTimeId }], a);
    const copied = await call(
      'POST',
      '/api/AppointmentTrainers/AddByDateTimeId',
      { DateTimeId: dateTimeId, ClientLocalDate: '2027-05-04' },
      a,
    );
    expect(copied.json()).toEqual({ appointments: 1 });
    expect(await lastTrainers(second)).toEqual([anna]);
    expect(await lastTrainers(first)).toEqual([ben]);

    const moved = { Date: '2027-05-04', TimeFrom: '09:00', TimeTill: '10:00', MaxAttendees: 8, NotificationSetting: false };
    await call('PUT', `/api/Appointments/${first}`, { ...moved, Date: '2027-05-03' }, a);
    expect((await announced('scheduling.appointment.updated', first)).at(-1)?.trainerIds).toEqual([ben]);
  });

  it("the backfill announces every company's appointment trainers once", async () => {
    const a = userCaller('manager');
    const anna = await trainer(a.companyId);
    const { appointmentIds } = await courseWithAppointments(a, { DateFrom: '2027-06-07', DateTill: '2027-06-08' });
    const [first, second] = appointmentIds as [string, string];
    await call('POST', `/api/AppointmentTrainers/AddMultiple/${first}`, { TrainersId: [anna] }, a);

    await t.db.system((tx) => rawSql(tx).$executeRaw`DELETE FROM kit_backfill`);
    const before = (await announced('scheduling.appointment.trainers-changed', first)).length;
    await runBackfills(t.db, schedulingBackfills, log);
    expect(await announced('scheduling.appointment.trainers-changed', first)).toHaveLength(before + 1);
    expect(await lastTrainers(first)).toEqual([anna]);
    expect(await announced('scheduling.appointment.trainers-changed', second)).toEqual([]);
    const after = (await t.outbox()).length;
    await runBackfills(t.db, schedulingBackfills, log);
    expect((await t.outbox()).length).toBe(after);
  });
});
