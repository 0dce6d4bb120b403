import { describe, expect, it } from 'vitest';
import { createLogger, rawSql, runBackfills, type Db } from '@takt/kit';
import { eventually } from '@takt/kit/testing';
import { schedulingService } from '@takt/scheduling';
import type { ApiClient } from '../src/api-client.ts';
import { useSystem } from './use-system.ts';
import { appointmentOn, createTrainer } from './scheduling-fixtures.ts';
import { createTenant } from './skeleton-flow.ts';

// Trainers free, absent and in a course in the registration report (decision 0067): availability
// and absence made in scheduling through the gateway reach statistics as events, a deletion too,
// another company never sees them, and scheduling's backfill brings them to a statistics that
// never heard of them.
const booted = useSystem('report-availability');
const DAY = 86_400_000;
const isoDate = (t: number) => new Date(t).toISOString().slice(0, 10);
// A Monday one to two weeks ahead (appointments in the future), and that week's days.
const monday = (() => {
  const today = Date.parse(`${isoDate(Date.now())}T00:00:00Z`);
  return today + (((8 - new Date(today).getUTCDay()) % 7) + 7) * DAY;
})();
const weekDay = (i: number) => isoDate(monday + i * DAY);
const week = { Timeframe: 'Days', Start: weekDay(0), End: weekDay(6) };
type Report = { trainers: { trainerId: string; availability: string[] }[] };

const availabilityOf = async (api: ApiClient, trainerId: string) =>
  (await api.post<Report>('/api/Reports/Fill', { ...week, TrainerIds: [trainerId] })).trainers[0]!.availability;
const reportShows = (api: ApiClient, trainerId: string, expected: string[], what: string) =>
  eventually(
    async () => {
      const shown = await availabilityOf(api, trainerId);
      return JSON.stringify(shown) === JSON.stringify(expected) ? shown : undefined;
    },
    20_000,
    what,
  );

async function teachingTrainer(api: ApiClient) {
  const trainerId = await createTrainer(api, 'Tina', 'Frei');
  const course = await api.post<{ id: string }>('/api/Courses', { Name: 'Rücken', MaxAttendees: 8 });
  const { appointmentId } = await appointmentOn(api, course.id, weekDay(1), '10:00', '11:00');
  await eventually(
    () => api.post(`/api/AppointmentTrainers/AddMultiple/${appointmentId}`, { TrainersId: [trainerId] }),
    15_000,
    'scheduling knows the trainer',
  );
  return trainerId;
}

describe('trainer availability in the registration report through the gateway', { timeout: 120_000 }, () => {
  it('shows free, absent and in a course from what scheduling holds, for the company only, and after a backfill', async () => {
    const { api, companyId } = await createTenant(booted.system.gatewayUrl);
    const trainerId = await teachingTrainer(api);
    await api.post('/api/Availabilities', {
      TrainerId: trainerId,
      DateFrom: weekDay(0),
      DateTill: weekDay(6),
      Period: 2,
      PeriodValues: '1,2,3,4,5',
    });
    const absence = await api.post<{ id: string }>('/api/Availabilities', {
      TrainerId: trainerId,
      Type: 1,
      AllDay: true,
      DateFrom: weekDay(3),
      DateTill: weekDay(3),
    });
    const expected = ['AvailableFree', 'AvailableInCourse', 'AvailableFree', 'Absent', 'AvailableFree', 'Unknown', 'Unknown'];
    expect(await reportShows(api, trainerId, expected, 'availabilities in statistics')).toEqual(expected);

    // Another company: the same trainer id shows nothing, and the absence is not theirs to change.
    const other = await createTenant(booted.system.gatewayUrl);
    expect(await availabilityOf(other.api, trainerId)).toEqual(Array(7).fill('Unknown'));
    await expect(other.api.request('DELETE', `/api/Availabilities/${absence.id}`)).rejects.toMatchObject({ status: 404 });

    // The absence deleted in scheduling: Thursday is free again.
    await api.request('DELETE', `/api/Availabilities/${absence.id}`);
    const afterDeletion = expected.with(3, 'AvailableFree');
    expect(await reportShows(api, trainerId, afterDeletion, 'deletion in statistics')).toEqual(afterDeletion);

    // A statistics that never heard of them (older than the stream) learns them from the backfill.
    const statistics = booted.system.services.get('statistics')!.db as Db<unknown>;
    const scheduling = booted.system.services.get('scheduling')!.db as Db<unknown>;
    await statistics.system((tx) => rawSql(tx).$executeRaw`DELETE FROM trainer_availability_fact WHERE company_id = ${companyId}::uuid`);
    const forgotten = ['Unknown', 'AvailableInCourse', ...Array(5).fill('Unknown')];
    expect(await availabilityOf(api, trainerId)).toEqual(forgotten);
    await scheduling.system(
      (tx) => rawSql(tx).$executeRaw`DELETE FROM kit_backfill WHERE name = 'scheduling.trainer-availability.saved@1'`,
    );
    await runBackfills(scheduling, schedulingService.backfills as never, createLogger('backfill', 'silent'));
    expect(await reportShows(api, trainerId, afterDeletion, 'backfill in statistics')).toEqual(afterDeletion);
  });
});
