import type { BodyOf, statisticsContracts } from '@takt/proto';
import { statisticsWorkbook } from '../domain/statistics-workbook.ts';

/** The rows the screen shows, as the client sent them (spec: ExportToExcel with Rows). */
export function exportStatistics(locale: 'de' | 'en', body: BodyOf<typeof statisticsContracts.exportToExcel>): Promise<Buffer> {
  return statisticsWorkbook(locale, body.startDate, body.endDate, body.rows);
}
