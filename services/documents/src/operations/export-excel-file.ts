import { randomUUID } from 'node:crypto';
import type { Db } from '@takt/kit';
import type { BodyOf, ExcelResult, UserCaller, documentsContracts } from '@takt/proto';
import { exportNameOf } from '../domain/excel-paths.ts';
import { publishExcelExportRequested } from '../events/excel.ts';
import type { Client } from '../store/client.ts';
import { insertExcelFile } from '../store/excel-files.ts';
import { assertTemplateAnswered, awaitSettled } from './excel-steps.ts';

/** ExportExcelFile: asks the owning service for the template's rows and waits until the workbook is written. */
export async function exportExcelFile(
  db: Db<Client>,
  caller: UserCaller,
  body: BodyOf<typeof documentsContracts.exportExcelFile>,
): Promise<ExcelResult> {
  const id = randomUUID();
  const { exportTemplate: template, culture } = body;
  assertTemplateAnswered(template, 'export', 'exportTemplate');
  await db.tx(async (tx) => {
    await insertExcelFile(tx, {
      id,
      kind: 'export',
      template,
      culture,
      name: exportNameOf(template, culture, new Date()),
      content: null,
      state: 'Loading',
      rowCount: 0,
      log: [],
      createdByUserId: caller.userId,
    });
    await publishExcelExportRequested(tx, id, template);
  });
  return awaitSettled(db, id, 'export');
}
