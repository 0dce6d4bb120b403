import type { TxClient } from '@takt/kit';
import { employeeExcelValues } from '../domain/employee-import.ts';
import { publishExcelExportAnswer } from '../events/excel.ts';
import type { Client } from '../store/client.ts';
import { employeesForExcel } from '../store/staff.ts';

/** More staff than any studio employs; the workbook stays small. */
const EXPORT_LIMIT = 10_000;

/** The employees for an Excel export, in the template's shape; documents writes the workbook. */
export async function exportEmployeesToExcel(tx: TxClient<Client>, exportId: string): Promise<void> {
  const employees = await employeesForExcel(tx, EXPORT_LIMIT);
  await publishExcelExportAnswer(tx, exportId, employees.map(employeeExcelValues));
}
