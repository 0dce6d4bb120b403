import { notFound, type Db } from '@takt/kit';
import type { ExcelCulture, ExcelTemplate } from '@takt/proto';
import { idOfExcelPath } from '../domain/excel-paths.ts';
import { writeWorkbook } from '../domain/excel-workbook.ts';
import type { Client } from '../store/client.ts';
import { deleteExcelFile, readExcelContent, type ExcelKind } from '../store/excel-files.ts';

// DownloadFile, DownloadExportedFile, DeleteFile, DeleteExportedFile and DownloadTemplate.
// A path is a file id of the caller's company and the list's kind; anything else answers 404.

export async function readExcelFile(db: Db<Client>, path: string, kind: ExcelKind): Promise<{ name: string; bytes: Buffer }> {
  const file = await db.tx((tx) => readExcelContent(tx, idOfExcelPath(path), kind));
  if (!file?.content) throw notFound('File');
  return { name: file.name, bytes: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength) };
}

export async function removeExcelFile(db: Db<Client>, path: string, kind: ExcelKind): Promise<{ deleted: true }> {
  const deleted = await db.tx((tx) => deleteExcelFile(tx, idOfExcelPath(path), kind));
  if (!deleted) throw notFound('File');
  return { deleted: true };
}

export async function templateFile(template: ExcelTemplate, culture: ExcelCulture): Promise<{ name: string; bytes: Buffer }> {
  return { name: `${template}_${culture}.xlsx`, bytes: await writeWorkbook(template, culture) };
}
