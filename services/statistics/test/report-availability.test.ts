import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { asTenant } from '@takt/kit';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { SchedulingEvents, type Caller } from '@takt/proto';
import { statisticsService } from '../src/service.ts';

// Trainers free and absent in the registration report (decision 0067), from scheduling's
// availability events: idempotent, deletions honoured, another company's never shown.
const t = useTestService(statisticsService);

const week = { timeframe: 'Days', start: '2026-03-02', end: '2026-03-08' };
const availabilityOf = async (caller: Caller, trainerId: string, body: object = week) => {
  const res = await t.call('POST', '/api/Reports/Fill', { ...body, trainerIds: [trainerId] }, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().trainers[0].availability as string[];
};
const factCount = (companyId: string) => asTenant(companyId, () => t.db.tx((tx) => tx.trainerAvailabilityFact.count()));

describe('trainer availability in the registration report', () => {
  it('shows availabilities free, absences absent, appointments in a course; a deletion is final', async () => {
    const a = userCaller('manager');
    const trainerId = randomUUID();
    // Monday to Friday mornings, absent all day Thursday; teaching Tuesday.
    const mornings = payloadOf(SchedulingEvents.TrainerAvailabilitySaved, {
      trainerId,
      dateFrom: '2026-03-02',
      dateTill: '2026-03-31',
      period: 2,
      periodValues: '1,2,3,4,5',
    });
    const thursday = payloadOf(SchedulingEvents.TrainerAvailabilitySaved, {
      trainerId,
      type: 1,
      allDay: true,
      timeFrom: '00:00',
      timeTill: '23:59',
      dateFrom: '2026-03-05',
      dateTill: '2026-03-05',
    });
    await t.announce(SchedulingEvents.TrainerAvailabilitySaved, a.companyId, mornings);
    await t.announce(SchedulingEvents.TrainerAvailabilitySaved, a.companyId, mornings);
    await t.announce(SchedulingEvents.TrainerAvailabilitySaved, a.companyId, thursday);
    await t.announce(SchedulingEvents.AppointmentUpdated, a.companyId, {
      ...payloadOf(SchedulingEvents.AppointmentUpdated),
      date: '2026-03-03',
      timeFrom: '10:00',
      trainerIds: [trainerId],
      notify: false,
    });
    expect(await factCount(a.companyId)).toBe(2);
    expect(await availabilityOf(a, trainerId)).toEqual([
      'AvailableFree',
      'AvailableInCourse',
      'AvailableFree',
      'Absent',
      'AvailableFree',
      'Unknown',
      'Unknown',
    ]);

    // The export shows the same states in the culture's words.
    const exported = await t.call('POST', '/api/Reports/ExportToExcel/en-US', { ...week, trainerIds: [trainerId] }, a);
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const column = book.getWorksheet('Registrations')!.getColumn(3).values.slice(3);
    expect(column).toEqual(['Free', 'In a course', 'Free', 'Absent', 'Free', 'Unknown', 'Unknown']);

    // Moved to Friday: Thursday is free again.
    await t.announce(SchedulingEvents.TrainerAvailabilitySaved, a.companyId, {
      ...thursday,
      dateFrom: '2026-03-06',
      dateTill: '2026-03-06',
    });
    expect((await availabilityOf(a, trainerId)).slice(3, 5)).toEqual(['AvailableFree', 'Absent']);

    // Deleted, then a save delivered late (another subject): the absence stays gone.
    await t.announce(SchedulingEvents.TrainerAvailabilityDeleted, a.companyId, { availabilityId: thursday.availabilityId });
    await t.announce(SchedulingEvents.TrainerAvailabilitySaved, a.companyId, thursday);
    await t.announce(SchedulingEvents.TrainerAvailabilityDeleted, a.companyId, { availabilityId: mornings.availabilityId });
    expect(await availabilityOf(a, trainerId)).toEqual(['Unknown', 'AvailableInCourse', ...Array(5).fill('Unknown')]);

    // A deletion heard before its save.
    const early = payloadOf(SchedulingEvents.TrainerAvailabilitySaved, { trainerId, dateFrom: '2026-03-07', dateTill: '2026-03-07' });
    await t.announce(SchedulingEvents.TrainerAvailabilityDeleted, a.companyId, { availabilityId: early.availabilityId });
    await t.announce(SchedulingEvents.TrainerAvailabilitySaved, a.companyId, early);
    expect((await availabilityOf(a, trainerId))[5]).toBe('Unknown');
  });

  it("never shows another company's availabilities, even for the same trainer id", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const trainerId = randomUUID();
    const allWeek = payloadOf(SchedulingEvents.TrainerAvailabilitySaved, {
      trainerId,
      type: 1,
      dateFrom: '2026-03-02',
      dateTill: '2026-03-08',
    });
    await t.announce(SchedulingEvents.TrainerAvailabilitySaved, b.companyId, allWeek);
    await eventually(async () => ((await factCount(b.companyId)) === 1 ? true : undefined));
    expect(await availabilityOf(b, trainerId)).toEqual(Array(7).fill('Absent'));
    expect(await availabilityOf(a, trainerId)).toEqual(Array(7).fill('Unknown'));
    expect(await factCount(a.companyId)).toBe(0);
    // A's deletion of B's id touches nothing of B's.
    await t.announce(SchedulingEvents.TrainerAvailabilityDeleted, a.companyId, { availabilityId: allWeek.availabilityId });
    expect(await availabilityOf(b, trainerId)).toEqual(Array(7).fill('Absent'));
  });
});
