import { unpackRows, type TxClient } from '@takt/kit';
import { ExcelEvents, type PayloadOf } from '@takt/proto';
import { z } from 'zod';
import { checkCourseRows } from '../domain/course-import.ts';
import { publishCoursesCreated, publishExcelImportAnswer } from '../events/excel.ts';
import type { Client } from '../store/client.ts';
import { insertImportedCourses } from '../store/course-import.ts';

/** An Excel import's courses, all or none, in the inbox transaction (a redelivery creates nothing twice). */
export async function importCoursesFromExcel(tx: TxClient<Client>, p: PayloadOf<typeof ExcelEvents.ExcelImportRequested>): Promise<void> {
  const rows = z.array(ExcelEvents.ExcelRow).safeParse(unpackRows(p.rows));
  if (!rows.success) {
    await publishExcelImportAnswer(tx, {
      importId: p.importId,
      success: false,
      created: 0,
      log: [{ row: null, column: null, reason: 'unreadable_rows' }],
    });
    return;
  }
  const { inputs, log } = checkCourseRows(rows.data);
  if (log.length) {
    await publishExcelImportAnswer(tx, { importId: p.importId, success: false, created: 0, log });
    return;
  }
  const created = await insertImportedCourses(tx, inputs);
  await publishCoursesCreated(tx, created);
  await publishExcelImportAnswer(tx, { importId: p.importId, success: true, created: created.length, log: [] });
}
