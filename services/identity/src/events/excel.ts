import { consumersOf, publishEvent, type Db } from '@takt/kit';
import { ExcelEvents, type PayloadOf } from '@takt/proto';
import { importEmployeesFromExcel } from '../operations/import-employees-excel.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

type ImportAnswer = PayloadOf<typeof ExcelEvents.IdentityExcelImportAnswered>;

export async function publishExcelImportAnswer(tx: unknown, answer: ImportAnswer): Promise<void> {
  await publishEvent(tx, ExcelEvents.IdentityExcelImportAnswered, { ...answer, log: answer.log.slice(0, 1000) });
}

/** Documents' import of the employees template (decision 0055); the other templates are other services'. An employees export is not answered yet. */
export const excelConsumers = (db: Db<Client>) => [
  on(ExcelEvents.ExcelImportRequested, async (tx, p, envelope) =>
    p.template === 'employees' ? importEmployeesFromExcel(db, tx, envelope.companyId, p) : undefined,
  ),
];
