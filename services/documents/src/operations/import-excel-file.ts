import { randomUUID } from 'node:crypto';
import { fail, validationFailed, type Bus, type Db, type UploadForm } from '@takt/kit';
import { ErrorCode, ImportExcelFields, type ExcelResult, type UserCaller } from '@takt/proto';
import { excelPathOf, importNameOf } from '../domain/excel-paths.ts';
import { readWorkbook } from '../domain/excel-workbook.ts';
import { noticeExcelProgress, publishExcelImportRequested } from '../events/excel.ts';
import type { Client } from '../store/client.ts';
import { insertExcelFile } from '../store/excel-files.ts';
import { assertTemplateAnswered, awaitSettled } from './excel-steps.ts';

function fieldsOf(form: UploadForm) {
  // Old clients send PascalCase (ImportTemplate, Culture), the web app camelCase.
  const lower = Object.fromEntries(Object.entries(form.fields).map(([k, v]) => [k.charAt(0).toLowerCase() + k.slice(1), v]));
  const parsed = ImportExcelFields.safeParse(lower);
  if (!parsed.success) throw validationFailed(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
  if (!form.file) throw validationFailed([{ field: 'File', message: 'required' }]);
  return { ...parsed.data, file: form.file };
}

/**
 * ImportExcelFile: reads every row; any bad cell answers success false with the log and sends
 * nothing. Otherwise the rows go to the owning service in one event (decision 0055), which
 * creates all of them or none; the call waits for its answer.
 */
export async function importExcelFile(db: Db<Client>, bus: Bus, caller: UserCaller, form: UploadForm): Promise<ExcelResult> {
  const { importTemplate: template, culture, file } = fieldsOf(form);
  assertTemplateAnswered(template, 'import', 'importTemplate');
  const read = await readWorkbook(file.bytes, template, culture);
  if (!read.ok) throw fail(ErrorCode.ExcelUnreadable, 'The file is not an Excel workbook of this template', { reason: read.reason });

  const id = randomUUID();
  const filePath = excelPathOf(id);
  const failed = read.log.length > 0;
  await noticeExcelProgress(bus, caller.companyId, {
    filePath,
    done: read.rows.length,
    total: read.rows.length,
    state: failed ? 'Failure' : 'Loading',
  });
  await db.tx(async (tx) => {
    await insertExcelFile(tx, {
      id,
      kind: 'import',
      template,
      culture,
      name: importNameOf(file.filename),
      content: new Uint8Array(file.bytes),
      state: failed ? 'Failure' : 'Loading',
      rowCount: read.rows.length,
      log: read.log,
      createdByUserId: caller.userId,
    });
    if (!failed) await publishExcelImportRequested(tx, { importId: id, template, requestedByUserId: caller.userId }, read.rows);
  });
  if (failed) return { success: false, log: read.log, filePath, rowCount: read.rows.length };
  return awaitSettled(db, id, 'import');
}
