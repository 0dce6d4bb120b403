import type { TxClient } from '@takt/kit';
import { publishExcelExportAnswer } from '../events/excel.ts';
import { attendeesForExcel } from '../store/attendee-import.ts';
import type { Client } from '../store/client.ts';
import { EXPORT_LIMIT } from './export-attendees.ts';

/** The attendees for an Excel export, in the template's shape; documents writes the workbook. */
export async function exportAttendeesToExcel(tx: TxClient<Client>, exportId: string): Promise<void> {
  await publishExcelExportAnswer(tx, exportId, await attendeesForExcel(tx, EXPORT_LIMIT));
}
