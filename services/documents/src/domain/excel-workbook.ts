import type ExcelJSModule from 'exceljs';

// Loaded on the first workbook: exceljs costs the process about 20 MiB it should not hold at rest.
const excelJs = async (): Promise<typeof ExcelJSModule> => (await import('exceljs')).default;
import {
  EXCEL_COLUMNS,
  EXCEL_SHEET_NAMES,
  languageOf,
  MAX_IMPORT_ROWS,
  type ExcelCulture,
  type ExcelLogEntry,
  type ExcelTemplate,
} from '@takt/proto';
import { readCell, writeCell, type CellValue } from './excel-cells.ts';

// Workbooks of a template in memory: the empty template, an export's file, and the reading of an
// import into rows and a log. Everything works on buffers, so it is tested without a database.

export type RowValues = Record<string, CellValue>;
export interface ReadRow {
  row: number;
  values: RowValues;
}
export type ReadResult = { ok: true; rows: ReadRow[]; log: ExcelLogEntry[] } | { ok: false; reason: string };

const DATE_FORMAT: Record<ExcelCulture, string> = { 'de-DE': 'dd.mm.yyyy', 'en-US': 'yyyy/mm/dd' };

/** A workbook of the template with its culture's headers, and the given rows (an export) below them. */
export async function writeWorkbook(template: ExcelTemplate, culture: ExcelCulture, rows: readonly RowValues[] = []): Promise<Buffer> {
  const lang = languageOf(culture);
  const columns = EXCEL_COLUMNS[template];
  const book = new (await excelJs()).Workbook();
  book.creator = 'Takt';
  const sheet = book.addWorksheet(EXCEL_SHEET_NAMES[template][lang]);
  sheet.columns = columns.map((c) => ({
    header: c.header[lang],
    key: c.key,
    width: Math.max(14, c.header[lang].length + 4),
    style: c.kind === 'date' ? { numFmt: DATE_FORMAT[culture] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const values of rows) sheet.addRow(columns.map((c) => writeCell(c, values[c.key] ?? null, culture)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const same = (a: unknown, b: string) =>
  String(a ?? '')
    .trim()
    .toLowerCase() === b.toLowerCase();

/**
 * Reads the first sheet: the header row must be the template's in the culture; each further
 * non-empty row becomes values by column key, or log lines naming its row, column and reason.
 */
export async function readWorkbook(bytes: Buffer, template: ExcelTemplate, culture: ExcelCulture): Promise<ReadResult> {
  const book = new (await excelJs()).Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, reason: 'not_a_workbook' };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { ok: false, reason: 'no_sheet' };
  const lang = languageOf(culture);
  const columns = EXCEL_COLUMNS[template];
  const header = sheet.getRow(1);
  if (!columns.every((c, i) => same(header.getCell(i + 1).value, c.header[lang]))) return { ok: false, reason: 'wrong_headers' };
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS) return { ok: false, reason: 'too_many_rows' };

  const rows: ReadRow[] = [];
  const log: ExcelLogEntry[] = [];
  sheet.eachRow({ includeEmpty: false }, (sheetRow, row) => {
    if (row === 1) return;
    const cells = columns.map((_, i) => sheetRow.getCell(i + 1).value);
    if (cells.every((v) => v === null || v === undefined || String(v).trim() === '')) return;
    const values: RowValues = {};
    columns.forEach((column, i) => {
      const read = readCell(column, cells[i], culture);
      if ('reason' in read) log.push({ row, column: column.key, reason: read.reason });
      else values[column.key] = read.value;
    });
    rows.push({ row, values });
  });
  if (rows.length === 0) return { ok: false, reason: 'no_rows' };
  return { ok: true, rows, log };
}
