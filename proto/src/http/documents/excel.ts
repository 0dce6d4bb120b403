import { z } from 'zod';
import { odataList } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';
import { EXCEL_CULTURES, EXCEL_TEMPLATES } from './excel-templates.ts';

export const ExcelTemplateName = z.enum(EXCEL_TEMPLATES);
export const ExcelCultureName = z.enum(EXCEL_CULTURES);

/**
 * One line of an import's or export's log: the sheet row (1 is the header) and column it is
 * about, and a stable reason code the web app translates (`required`, `invalid_date`, …).
 */
export const ExcelLogEntry = z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  reason: z.string(),
});
export type ExcelLogEntry = z.infer<typeof ExcelLogEntry>;

/** Spec: ImportExcelFile and ExportExcelFile answer success and a log; `filePath` names the stored file. */
export const ExcelResult = z.object({
  success: z.boolean(),
  log: z.array(ExcelLogEntry),
  filePath: z.string().nullable(),
  rowCount: z.number().int(),
});
export type ExcelResult = z.infer<typeof ExcelResult>;

/** The state of a file (spec "Files and log"): its import or export is running, done or failed. */
export const ExcelFileState = z.enum(['Loading', 'Success', 'Failure']);

export const ExcelFile = z.object({
  id: z.uuid(),
  name: z.string(),
  createdDate: z.string(),
  size: z.number().int(),
  creatorFullName: z.string(),
  filePath: z.string(),
  template: ExcelTemplateName,
  culture: ExcelCultureName,
  state: ExcelFileState,
  rowCount: z.number().int(),
});

/** Multipart text fields of ImportExcelFile besides `File`. */
export const ImportExcelFields = z.object({ importTemplate: ExcelTemplateName, culture: ExcelCultureName });
export const ExportExcelBody = z.object({ exportTemplate: ExcelTemplateName, culture: ExcelCultureName });

/** A stored file's path: its id and extension, nothing else (no folders, so no traversal). */
export const ExcelPathParams = z.object({ path: z.string().regex(/^[0-9a-fA-F-]{36}\.xlsx$/, 'expected a file path as listed') });

const excelFileOData: ODataResource = {
  fields: {
    name: { type: 'string' },
    createdDate: { type: 'datetime' },
    size: { type: 'number' },
    creatorFullName: { type: 'string' },
    template: { type: 'string' },
    state: { type: 'string' },
  },
  defaultOrder: [{ name: 'createdDate', direction: 'desc' }],
};

const settingsScreen = { service: 'documents', access: screenRoles('/settings'), permission: 'settingsViewEdit' } as const;

export const excelContracts = {
  importExcelFile: route({
    ...settingsScreen,
    method: 'POST',
    path: '/api/settingss/ImportExcelFile',
    summary:
      'Import a workbook (multipart File, ImportTemplate, Culture): every row is checked; one bad row and nothing is written. Answers success and the log with row numbers',
    binary: 'upload',
    response: ExcelResult,
  }),
  exportExcelFile: route({
    ...settingsScreen,
    method: 'POST',
    path: '/api/settingss/ExportExcelFile',
    summary: "Export the template's rows (ExportTemplate, Culture) into a workbook of the template's shape",
    body: ExportExcelBody,
    response: ExcelResult,
  }),
  getImportedFiles: route({
    ...settingsScreen,
    method: 'GET',
    path: '/odata/settingss/GetImportedFiles()',
    summary: 'The imported files, newest first (search by name)',
    odata: excelFileOData,
    response: odataList(ExcelFile),
  }),
  getExportedFiles: route({
    ...settingsScreen,
    method: 'GET',
    path: '/odata/settingss/GetExportedFiles()',
    summary: 'The exported files, newest first (search by name)',
    odata: excelFileOData,
    response: odataList(ExcelFile),
  }),
  downloadTemplate: route({
    ...settingsScreen,
    method: 'GET',
    path: '/api/settingss/DownloadTemplate/:template/:culture',
    summary: "An empty workbook of the template with the culture's headers",
    params: z.object({ template: ExcelTemplateName, culture: ExcelCultureName }),
    binary: 'download',
  }),
  downloadFile: route({
    ...settingsScreen,
    method: 'GET',
    path: '/api/settingss/DownloadFile/:path',
    summary: 'Download an imported file',
    params: ExcelPathParams,
    binary: 'download',
  }),
  downloadExportedFile: route({
    ...settingsScreen,
    method: 'GET',
    path: '/api/settingss/DownloadExportedFile/:path',
    summary: 'Download an exported file',
    params: ExcelPathParams,
    binary: 'download',
  }),
  deleteFile: route({
    ...settingsScreen,
    method: 'DELETE',
    path: '/api/settingss/DeleteFile/:path',
    summary: 'Delete an imported file (what it created stays)',
    params: ExcelPathParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
  deleteExportedFile: route({
    ...settingsScreen,
    method: 'DELETE',
    path: '/api/settingss/DeleteExportedFile/:path',
    summary: 'Delete an exported file',
    params: ExcelPathParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
} as const;
