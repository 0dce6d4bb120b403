import { readUploadForm, type Bus, type Router } from '@takt/kit';
import { documentsContracts as c } from '@takt/proto';
import { excelPathOf } from '../domain/excel-paths.ts';
import { attachmentDisposition } from '../domain/file-name.ts';
import { readExcelFile, removeExcelFile, templateFile } from '../operations/excel-file-actions.ts';
import { exportExcelFile } from '../operations/export-excel-file.ts';
import { importExcelFile } from '../operations/import-excel-file.ts';
import type { Client } from '../store/client.ts';
import { excelFileList, type EXCEL_META } from '../store/excel-files.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Meta = { [K in keyof typeof EXCEL_META]: unknown } & { id: string };

const toListItem = (f: Meta) => ({ ...f, filePath: excelPathOf(f.id) });

// Spec section 7 "Settings": Excel imports and exports (decision 0055).
export function excelRoutes(r: Router<Client>, bus: Bus): void {
  r.handle(c.importExcelFile, async ({ req, db, user }) => importExcelFile(db, bus, user, await readUploadForm(req, 'File')));
  r.handle(c.exportExcelFile, ({ body, db, user }) => exportExcelFile(db, user, body));

  r.list(c.getImportedFiles, { model: excelFileList, where: () => ({ kind: 'import' }), map: toListItem });
  r.list(c.getExportedFiles, { model: excelFileList, where: () => ({ kind: 'export' }), map: toListItem });

  const send = (reply: { type(t: string): { header(k: string, v: string): unknown } }, file: { name: string; bytes: Buffer }) => {
    void reply.type(XLSX).header('content-disposition', attachmentDisposition(file.name));
    return file.bytes;
  };
  r.handle(c.downloadTemplate, async ({ params, reply }) => send(reply, await templateFile(params.template, params.culture)));
  r.handle(c.downloadFile, async ({ params, db, reply }) => send(reply, await readExcelFile(db, params.path, 'import')));
  r.handle(c.downloadExportedFile, async ({ params, db, reply }) => send(reply, await readExcelFile(db, params.path, 'export')));
  r.handle(c.deleteFile, ({ params, db }) => removeExcelFile(db, params.path, 'import'));
  r.handle(c.deleteExportedFile, ({ params, db }) => removeExcelFile(db, params.path, 'export'));
}
