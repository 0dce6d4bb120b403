import type { ExcelColumn, ExcelCulture } from '@takt/proto';

// Reading one cell of an import by its column's kind and the file's culture. A cell answers its
// value (dates as yyyy-MM-dd) or a stable reason code the log shows with the row number.

export type CellValue = string | number | boolean | null;
export type CellResult = { value: CellValue } | { reason: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const YES = new Set(['ja', 'j', 'yes', 'y', 'true', 'wahr', 'x', '1']);
const NO = new Set(['nein', 'n', 'no', 'false', 'falsch', '0']);

/** What exceljs hands over for a cell: text, number, boolean, date, rich text or a formula's result. */
export function plainCell(raw: unknown): string | number | boolean | Date | null {
  if (raw === null || raw === undefined) return null;
  if (raw instanceof Date || typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  if (typeof raw === 'object') {
    const o = raw as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (Array.isArray(o.richText)) return o.richText.map((t) => t.text).join('');
    if ('result' in o) return plainCell(o.result);
    if (typeof o.text === 'string') return o.text; // a hyperlink (an e-mail cell)
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  const ok = d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day && year >= 1900 && year <= 2200;
  return ok ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** A typed date: dd.MM.yyyy (de-DE) or yyyy/MM/dd (en-US), and yyyy-MM-dd in either. */
export function parseDate(text: string, culture: ExcelCulture): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return isoOf(+iso[1]!, +iso[2]!, +iso[3]!);
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (de && culture === 'de-DE') return isoOf(+de[3]!, +de[2]!, +de[1]!);
  const en = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text);
  if (en && culture === 'en-US') return isoOf(+en[1]!, +en[2]!, +en[3]!);
  return null;
}

/** A date cell holds the day at midnight UTC (how exceljs reads a date without time). */
const isoOfDateCell = (d: Date) => isoOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());

function choiceOf(column: ExcelColumn, text: string): string | null {
  const wanted = text.toLowerCase();
  for (const [key, label] of Object.entries(column.choices ?? {})) {
    if ([key, label.de, label.en].some((c) => c.toLowerCase() === wanted)) return key;
  }
  return null;
}

export function readCell(column: ExcelColumn, raw: unknown, culture: ExcelCulture): CellResult {
  const cell = plainCell(raw);
  const text = cell instanceof Date ? null : cell === null ? '' : String(cell).trim();
  if (text === '') return column.required ? { reason: 'required' } : { value: null };
  switch (column.kind) {
    case 'date': {
      const iso = cell instanceof Date ? isoOfDateCell(cell) : parseDate(text!, culture);
      return iso ? { value: iso } : { reason: 'invalid_date' };
    }
    case 'integer': {
      const n = typeof cell === 'number' ? cell : /^-?\d+$/.test(text!) ? Number(text) : NaN;
      return Number.isInteger(n) && n >= 0 && n <= 100_000 ? { value: n } : { reason: 'invalid_number' };
    }
    case 'boolean': {
      if (typeof cell === 'boolean') return { value: cell };
      const t = text!.toLowerCase();
      return YES.has(t) ? { value: true } : NO.has(t) ? { value: false } : { reason: 'invalid_boolean' };
    }
    default: {
      if (cell instanceof Date) return { reason: 'invalid_text' };
      if (column.max && text!.length > column.max) return { reason: 'too_long' };
      if (column.kind === 'email' && !EMAIL.test(text!)) return { reason: 'invalid_email' };
      if (column.choices) {
        const key = choiceOf(column, text!);
        return key ? { value: key } : { reason: 'unknown_choice' };
      }
      return { value: text };
    }
  }
}

/** How an export writes a value back: dates as date cells, choices by their label in the culture. */
export function writeCell(column: ExcelColumn, value: CellValue, culture: ExcelCulture): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (column.kind === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  if (column.kind === 'boolean') return culture === 'de-DE' ? (value ? 'ja' : 'nein') : value ? 'yes' : 'no';
  const label = column.choices?.[String(value)];
  if (label) return culture === 'de-DE' ? label.de : label.en;
  return value;
}
