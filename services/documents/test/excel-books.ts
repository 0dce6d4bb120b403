import ExcelJS from 'exceljs';
import { EXCEL_COLUMNS, languageOf, type Caller, type ExcelCulture, type ExcelTemplate } from '@takt/proto';
import type { TestService } from '@takt/kit/testing';

// Workbooks as a person would fill them in, and their upload as the browser sends it.

export type Cells = (string | number | Date | null)[];

/** A workbook with the template's headers in the culture and these rows, cell by cell. */
export async function bookOf(template: ExcelTemplate, culture: ExcelCulture, rows: readonly Cells[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Import');
  sheet.addRow(EXCEL_COLUMNS[template].map((c) => c.header[languageOf(culture)]));
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Attendee rows of the de-DE template: salutation, first, last, e-mail, phone, street, zip, city, birthday, member number, from. */
export const attendeeRow = (i: number): Cells => [
  i % 2 ? 'Frau' : 'Herr',
  `Vorname${i}`,
  `Nachname${i}`,
  `person${i}@example.org`,
  '030 1234',
  `Hauptstraße ${i}`,
  '10115',
  'Berlin',
  '01.02.1990',
  `M-${i}`,
  '01.01.2026',
];

/** Reads a workbook's first sheet back as rows of plain values (dates as Date). */
export async function rowsOf(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

export function importFile(
  t: TestService<never>,
  caller: Caller,
  bytes: Buffer,
  fields: Record<string, string>,
  filename = 'mitglieder.xlsx',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('File', new Blob([new Uint8Array(bytes)]), filename);
  return t.upload('/api/settingss/ImportExcelFile', form, caller);
}
