import { consumersOf, packRows, publishEvent, type Bus } from '@takt/kit';
import { ExcelEvents, ExcelProgressNotice, notifySubject, type ExcelTemplate } from '@takt/proto';
import { recordExcelExportAnswer } from '../operations/record-excel-export-answer.ts';
import { recordExcelImportAnswer } from '../operations/record-excel-import-answer.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export async function publishExcelImportRequested(
  tx: unknown,
  request: { importId: string; template: ExcelTemplate; requestedByUserId: string },
  rows: readonly unknown[],
) {
  await publishEvent(tx, ExcelEvents.ExcelImportRequested, { ...request, rowCount: rows.length, rows: packRows(rows) });
}

export async function publishExcelExportRequested(tx: unknown, exportId: string, template: ExcelTemplate) {
  await publishEvent(tx, ExcelEvents.ExcelExportRequested, { exportId, template });
}

export type ExcelProgress = { filePath: string; done: number; total: number; state: 'Loading' | 'Success' | 'Failure' };

/** Best effort, like the invoice run's: the file's row holds the truth, the screen reloads its lists. */
export async function noticeExcelProgress(bus: Bus, companyId: string, progress: ExcelProgress): Promise<void> {
  const notice = ExcelProgressNotice.parse(progress);
  await bus.notify(notifySubject(companyId, 'ExcelProgress'), Buffer.from(JSON.stringify(notice))).catch(() => undefined);
}

/** The owners' answers (decision 0055); the creator's name comes from events/people.ts. */
export const excelConsumers = (bus: Bus) => [
  ...Object.values(ExcelEvents.EXCEL_OWNERS).flatMap((owner) => [
    on(owner.imported, (tx, p, envelope) => recordExcelImportAnswer(tx, bus, envelope.companyId, p)),
    on(owner.exported, (tx, p, envelope) => recordExcelExportAnswer(tx, bus, envelope.companyId, p)),
  ]),
];
