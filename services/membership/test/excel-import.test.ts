import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { packRows, unpackRows } from '@takt/kit';
import { eventually, useTestService } from '@takt/kit/testing';
import { ExcelEvents, MembershipEvents } from '@takt/proto';
import { membershipService } from '../src/service.ts';

const t = useTestService(membershipService);

const row = (n: number, memberNumber: string | null = `M-${n}`) => ({
  row: n,
  values: { salutation: 'ms', firstName: `Ida${n}`, lastName: 'Kern', email: `ida${n}@example.org`, birthday: '1990-02-01', memberNumber },
});
const attendeesOf = (companyId: string) =>
  t.db.system((tx) =>
    tx.attendee.findMany({ where: { companyId }, orderBy: { firstName: 'asc' }, select: { firstName: true, memberNumber: true } }),
  );
const answerTo = (subject: string, key: 'importId' | 'exportId', id: string) =>
  eventually(async () => (await t.outbox(subject)).map((e) => e.payload as Record<string, unknown>).find((p) => p[key] === id));

async function importRows(companyId: string, rows: object[], template: 'attendees' | 'courses' = 'attendees') {
  const importId = randomUUID();
  const envelope = await t.emit(ExcelEvents.ExcelImportRequested, companyId, {
    importId,
    template,
    rowCount: rows.length,
    rows: packRows(rows),
  });
  return { importId, envelope };
}

describe('Excel import of attendees (membership)', () => {
  it('creates every row in one go, announces each, and a redelivery creates nothing twice', async () => {
    const companyId = randomUUID();
    const { importId, envelope } = await importRows(companyId, [row(2), row(3), row(4, null)]);
    expect(await answerTo(ExcelEvents.MembershipExcelImportAnswered.subject, 'importId', importId)).toMatchObject({
      success: true,
      created: 3,
      log: [],
    });
    expect(await attendeesOf(companyId)).toEqual([
      { firstName: 'Ida2', memberNumber: 'M-2' },
      { firstName: 'Ida3', memberNumber: 'M-3' },
      { firstName: 'Ida4', memberNumber: null },
    ]);
    const created = (await t.outbox(MembershipEvents.AttendeeCreated.subject)).filter((e) => e.companyId === companyId);
    expect(created).toHaveLength(3);

    await t.redeliver(envelope);
    await new Promise((r) => setTimeout(r, 500));
    expect(await attendeesOf(companyId)).toHaveLength(3);
  });

  it('writes nothing when one row fails, and names the rows and reasons', async () => {
    const companyId = randomUUID();
    await importRows(companyId, [row(2, 'M-7')]);
    await eventually(async () => ((await attendeesOf(companyId)).length === 1 ? true : undefined));

    const bad = { row: 5, values: { firstName: 'Ohne', lastName: '', memberNumber: null } };
    const { importId } = await importRows(companyId, [row(2, 'M-1'), row(3, 'M-7'), row(4, 'M-1'), bad]);
    const answer = await answerTo(ExcelEvents.MembershipExcelImportAnswered.subject, 'importId', importId);
    expect(answer).toMatchObject({ success: false, created: 0 });
    expect(answer!.log).toEqual([
      { row: 3, column: 'memberNumber', reason: 'member_number_taken' },
      { row: 4, column: 'memberNumber', reason: 'duplicate_in_file' },
      { row: 5, column: 'lastName', reason: 'invalid' },
    ]);
    expect(await attendeesOf(companyId)).toEqual([{ firstName: 'Ida2', memberNumber: 'M-7' }]);
  });

  it('leaves other templates to their owners and answers exports in the template’s shape', async () => {
    const companyId = randomUUID();
    const { importId } = await importRows(companyId, [row(2)], 'courses');
    await importRows(companyId, [row(2, 'M-9')]);
    await eventually(async () => ((await attendeesOf(companyId)).length === 1 ? true : undefined));
    expect(
      (await t.outbox(ExcelEvents.MembershipExcelImportAnswered.subject)).some(
        (e) => (e.payload as { importId: string }).importId === importId,
      ),
    ).toBe(false);

    const exportId = randomUUID();
    await t.emit(ExcelEvents.ExcelExportRequested, companyId, { exportId, template: 'attendees' });
    const answer = await answerTo(ExcelEvents.MembershipExcelExportAnswered.subject, 'exportId', exportId);
    expect(unpackRows(answer!.rows as string)).toEqual([
      {
        salutation: 'ms',
        firstName: 'Ida2',
        lastName: 'Kern',
        email: 'ida2@example.org',
        phone: null,
        street: null,
        zip: null,
        city: null,
        birthday: '1990-02-01',
        memberNumber: 'M-9',
        fromDate: null,
      },
    ]);
  });
});
