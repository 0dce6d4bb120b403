import { EXCEL_SHEET_NAMES, languageOf, type ExcelCulture, type ExcelTemplate } from '@takt/proto';

// A stored file's public path is its id with the extension: it names no folder, so a path can
// never reach outside the company's rows (the contract's pattern refuses anything else).

export const excelPathOf = (id: string) => `${id.toLowerCase()}.xlsx`;
export const idOfExcelPath = (path: string) => path.slice(0, -'.xlsx'.length).toLowerCase();

/** An export's file name: the sheet's name and the moment, e.g. `Mitglieder_2026-11-29_1405.xlsx`. */
export function exportNameOf(template: ExcelTemplate, culture: ExcelCulture, at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace('T', '_').replace(':', '');
  return `${EXCEL_SHEET_NAMES[template][languageOf(culture)]}_${stamp}.xlsx`;
}

/** An import keeps the uploaded name (without any client folder), always ending in .xlsx. */
export function importNameOf(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop()!.trim().slice(0, 200);
  if (!base) return 'import.xlsx';
  return base.toLowerCase().endsWith('.xlsx') ? base : `${base}.xlsx`;
}
