import ExcelJS from 'exceljs';
import type { StatisticsResult } from '@takt/proto';

type Locale = 'de' | 'en';
const TEXT = {
  de: { sheet: 'Statistik', range: 'Zeitraum', level: 'Ebene', amount: 'Wert', none: 'Keine Daten' },
  en: { sheet: 'Statistics', range: 'Period', level: 'Level', amount: 'Value', none: 'No data' },
} as const;

/** The nested results as table lines: the labels from the top down to the line's own, and its amount. */
export function flattenResults(rows: readonly StatisticsResult[], path: string[] = []): { path: string[]; amount: number }[] {
  return rows.flatMap((r) => {
    const own = [...path, r.label ?? r.key];
    return [{ path: own, amount: r.amount }, ...flattenResults(r.nestedResults, own)];
  });
}

/**
 * One sheet: the period, a header, then one line per result with its labels indented into the
 * level columns, so a spreadsheet filter or pivot can regroup it.
 */
export async function statisticsWorkbook(
  locale: Locale,
  startDate: string,
  endDate: string,
  rows: readonly StatisticsResult[],
): Promise<Buffer> {
  const t = TEXT[locale];
  const lines = flattenResults(rows);
  const depth = Math.max(1, ...lines.map((l) => l.path.length));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t.sheet);
  sheet.addRow([t.range, startDate, endDate]);
  const header = sheet.addRow([...Array.from({ length: depth }, (_, i) => `${t.level} ${i + 1}`), t.amount]);
  header.font = { bold: true };
  if (!lines.length) sheet.addRow([t.none]);
  for (const line of lines) {
    const cells: (string | number)[] = Array.from({ length: depth }, () => '');
    cells[line.path.length - 1] = line.path.at(-1)!;
    sheet.addRow([...cells, line.amount]);
  }
  sheet.columns.forEach((c) => (c.width = 24));
  return Buffer.from(await book.xlsx.writeBuffer());
}
