import type { Db } from '@takt/kit';
import type { RegistrationReportRequest } from '@takt/proto';
import { reportWorkbook } from '../domain/report-workbook.ts';
import type { Client } from '../store/client.ts';
import { fillReport } from './fill-report.ts';

/** Reports/ExportToExcel/{culture}: the whole report, every trainer, as a workbook (spec: culture de-DE, else en-US). */
export async function exportReport(db: Db<Client>, culture: 'de-DE' | 'en-US', q: RegistrationReportRequest): Promise<Buffer> {
  return reportWorkbook(culture === 'de-DE' ? 'de' : 'en', q.start, q.end, await fillReport(db, q, true));
}
