import type { TxClient } from '@takt/kit';
import type { ExcelLogEntry } from '@takt/proto';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;
export type ExcelKind = 'import' | 'export';
export type ExcelState = 'Loading' | 'Success' | 'Failure';

/** Every column but the bytes: lists and state reads never load a workbook. */
export const EXCEL_META = {
  id: true,
  kind: true,
  template: true,
  culture: true,
  name: true,
  size: true,
  state: true,
  rowCount: true,
  log: true,
  creatorFullName: true,
  createdDate: true,
} as const;

export interface NewExcelFile {
  id: string;
  kind: ExcelKind;
  template: string;
  culture: string;
  name: string;
  content: Uint8Array<ArrayBuffer> | null;
  state: ExcelState;
  rowCount: number;
  log: ExcelLogEntry[];
  createdByUserId: string;
}

export async function insertExcelFile(tx: Tx, file: NewExcelFile): Promise<void> {
  const staff = await tx.staffName.findUnique({ where: { userId: file.createdByUserId }, select: { fullName: true } });
  await tx.excelFile.create({
    data: { ...file, size: file.content?.byteLength ?? 0, creatorFullName: staff?.fullName ?? '' },
  });
}

/** One file of the caller's company and kind; another company's id is as absent as an unknown one. */
export function findExcelFile(tx: Tx, id: string, kind: ExcelKind) {
  return tx.excelFile.findFirst({ where: { id, kind }, select: EXCEL_META });
}

export function readExcelContent(tx: Tx, id: string, kind: ExcelKind) {
  return tx.excelFile.findFirst({ where: { id, kind, content: { not: null } }, select: { name: true, content: true } });
}

/** Settles a running file once; a redelivered answer finds it settled and changes nothing. */
export async function settleExcelFile(
  tx: Tx,
  id: string,
  change: { state: ExcelState; log: ExcelLogEntry[]; rowCount?: number; content?: Uint8Array<ArrayBuffer> },
): Promise<boolean> {
  const { content, ...rest } = change;
  const done = await tx.excelFile.updateMany({
    where: { id, state: 'Loading' },
    data: { ...rest, ...(content ? { content, size: content.byteLength } : {}) },
  });
  return done.count > 0;
}

export async function deleteExcelFile(tx: Tx, id: string, kind: ExcelKind): Promise<boolean> {
  return (await tx.excelFile.deleteMany({ where: { id, kind } })).count > 0;
}

/** The list delegate for r.list: the metadata only, never the bytes. */
export function excelFileList(tx: Tx) {
  return {
    findMany: (args: object) => tx.excelFile.findMany({ ...args, select: EXCEL_META }),
    count: (args: object) => tx.excelFile.count(args),
  };
}
