import { setTimeout as sleep } from 'node:timers/promises';
import { validationFailed, type Db } from '@takt/kit';
import { ExcelLogEntry, type ExcelResult, type ExcelTemplate } from '@takt/proto';
import { z } from 'zod';
import { excelPathOf } from '../domain/excel-paths.ts';
import type { Client } from '../store/client.ts';
import { findExcelFile, type ExcelKind } from '../store/excel-files.ts';

/**
 * How long ImportExcelFile and ExportExcelFile wait for the owner's answer before they answer
 * `still_running` (the file stays Loading and settles later; the lists and the hub show it).
 */
export const EXCEL_ANSWER_WAIT_MS = 120_000;
const POLL_MS = 100;

type FileMeta = NonNullable<Awaited<ReturnType<typeof findExcelFile>>>;

export function resultOf(file: FileMeta): ExcelResult {
  const log = z.array(ExcelLogEntry).parse(file.log);
  return { success: file.state === 'Success', log, filePath: excelPathOf(file.id), rowCount: file.rowCount };
}

/** Waits until the owner's answer settled the file (its consumer writes the state), or the wait is over. */
export async function awaitSettled(db: Db<Client>, id: string, kind: ExcelKind, waitMs = EXCEL_ANSWER_WAIT_MS): Promise<ExcelResult> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const file = await db.tx((tx) => findExcelFile(tx, id, kind));
    if (!file) return { success: false, log: [{ row: null, column: null, reason: 'deleted' }], filePath: null, rowCount: 0 };
    if (file.state !== 'Loading') return resultOf(file);
    if (Date.now() > deadline) return { ...resultOf(file), log: [{ row: null, column: null, reason: 'still_running' }] };
    await sleep(POLL_MS);
  }
}

/** Templates whose owner answers imports and exports (decisions 0055, 0069). */
const ANSWERED: Record<ExcelKind, ReadonlySet<ExcelTemplate>> = {
  import: new Set(['attendees', 'courses', 'employees']),
  export: new Set(['attendees', 'courses', 'employees']),
};

/** A template no owner answers is refused at once rather than left waiting. */
export function assertTemplateAnswered(template: ExcelTemplate, kind: ExcelKind, field: string): void {
  if (!ANSWERED[kind].has(template)) throw validationFailed([{ field, message: `this template cannot be ${kind}ed yet` }]);
}
