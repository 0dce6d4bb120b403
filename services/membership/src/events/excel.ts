import { consumersOf, packRows, publishEvent } from '@takt/kit';
import { ExcelEvents, type PayloadOf } from '@takt/proto';
import { exportAttendeesToExcel } from '../operations/export-attendees-excel.ts';
import { importAttendeesFromExcel } from '../operations/import-attendees-excel.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

type ImportAnswer = PayloadOf<typeof ExcelEvents.MembershipExcelImportAnswered>;

export async function publishExcelImportAnswer(tx: unknown, answer: ImportAnswer): Promise<void> {
  await publishEvent(tx, ExcelEvents.MembershipExcelImportAnswered, { ...answer, log: answer.log.slice(0, 1000) });
}

export async function publishExcelExportAnswer(tx: unknown, exportId: string, rows: readonly object[]): Promise<void> {
  await publishEvent(tx, ExcelEvents.MembershipExcelExportAnswered, { exportId, rowCount: rows.length, rows: packRows(rows) });
}

/** Documents asks for the attendees template's rows (decision 0055); the other templates are other services'. */
export const excelConsumers = () => [
  on(ExcelEvents.ExcelImportRequested, async (tx, p) => (p.template === 'attendees' ? importAttendeesFromExcel(tx, p) : undefined)),
  on(ExcelEvents.ExcelExportRequested, async (tx, p) => (p.template === 'attendees' ? exportAttendeesToExcel(tx, p.exportId) : undefined)),
];
