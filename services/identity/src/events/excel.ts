import { consumersOf, packRows, publishEvent, type Db } from '@takt/kit';
import { ExcelEvents, type PayloadOf } from '@takt/proto';
import { exportEmployeesToExcel } from '../operations/export-employees-excel.ts';
import { importEmployeesFromExcel } from '../operations/import-employees-excel.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

type ImportAnswer = PayloadOf<typeof ExcelEvents.IdentityExcelImportAnswered>;

export async function publishExcelImportAnswer(tx: unknown, answer: ImportAnswer): Promise<void> {
  await publishEvent(tx, ExcelEvents.IdentityExcelImportAnswered, { ...answer, log: answer.log.slice(0, 1000) });
}

export async function publishExcelExportAnswer(tx: unknown, exportId: string, rows: readonly object[]): Promise<void> {
  await publishEvent(tx, ExcelEvents.IdentityExcelExportAnswered, { exportId, rowCount: rows.length, rows: packRows(rows) });
}

/** Documents' import and export of the employees template (decisions 0055, 0069); the other templates are other services'. */
export const excelConsumers = (db: Db<Client>) => [
  on(ExcelEvents.ExcelImportRequested, async (tx, p, envelope) =>
    p.template === 'employees' ? importEmployeesFromExcel(db, tx, envelope.companyId, p) : undefined,
  ),
  on(ExcelEvents.ExcelExportRequested, async (tx, p) => (p.template === 'employees' ? exportEmployeesToExcel(tx, p.exportId) : undefined)),
];
