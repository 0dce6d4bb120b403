import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { packRows, unpackRows } from '@takt/kit';
import { eventually, useTestService } from '@takt/kit/testing';
import { ExcelEvents } from '@takt/proto';
import { schedulingService } from '../src/service.ts';

const t = useTestService(schedulingService);

const course = (row: number, name: string, maxAttendees: number | null = 12) => ({
  row,
  values: {
    name,
    type: 'TimeSlot',
    maxAttendees,
    minAttendees: null,
    bookableAsSeries: true,
    color: null,
    description: 'Matte mitbringen',
  },
});
const coursesOf = (companyId: string) =>
  t.db.system((tx) =>
    tx.course.findMany({
      where: { companyId },
      orderBy: { name: 'asc' },
      select: { name: true, type: true, color: true, maxAttendees: true },
    }),
  );
const answerTo = (subject: string, key: string, id: string) =>
  eventually(async () => (await t.outbox(subject)).map((e) => e.payload as Record<string, unknown>).find((p) => p[key] === id));

async function importRows(companyId: string, rows: object[]) {
  const importId = randomUUID();
  await t.emit(ExcelEvents.ExcelImportRequested, companyId, { importId, template: 'courses', rowCount: rows.length, rows: packRows(rows) });
  return answerTo(ExcelEvents.SchedulingExcelImportAnswered.subject, 'importId', importId);
}

describe('Excel import of courses (scheduling)', () => {
  it('creates all rows, or none when one fails; exports them in the template’s shape', async () => {
    const companyId = randomUUID();
    const failed = await importRows(companyId, [course(2, 'Yoga'), course(3, 'Pilates', 0)]);
    expect(failed).toMatchObject({ success: false, log: [{ row: 3, column: 'maxAttendees', reason: 'invalid' }] });
    expect(await coursesOf(companyId)).toEqual([]);

    expect(await importRows(companyId, [course(2, 'Yoga'), course(3, 'Pilates', 8)])).toMatchObject({ success: true, created: 2 });
    expect(await coursesOf(companyId)).toEqual([
      { name: 'Pilates', type: 1, color: '#D0D0D0', maxAttendees: 8 },
      { name: 'Yoga', type: 1, color: '#D0D0D0', maxAttendees: 12 },
    ]);

    const exportId = randomUUID();
    await t.emit(ExcelEvents.ExcelExportRequested, companyId, { exportId, template: 'courses' });
    const answer = await answerTo(ExcelEvents.SchedulingExcelExportAnswered.subject, 'exportId', exportId);
    expect(unpackRows(answer!.rows as string)[1]).toEqual({
      name: 'Yoga',
      type: 'TimeSlot',
      maxAttendees: 12,
      minAttendees: null,
      bookableAsSeries: true,
      color: '#D0D0D0',
      description: 'Matte mitbringen',
    });
  });
});
