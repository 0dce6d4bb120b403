import type { TxClient } from '@takt/kit';
import { courseExcelValues } from '../domain/course-import.ts';
import { publishExcelExportAnswer } from '../events/excel.ts';
import type { Client } from '../store/client.ts';
import { coursesForExcel } from '../store/course-import.ts';

/** More courses than any studio keeps; the workbook stays small. */
const EXPORT_LIMIT = 10_000;

/** The courses for an Excel export, in the template's shape; documents writes the workbook. */
export async function exportCoursesToExcel(tx: TxClient<Client>, exportId: string): Promise<void> {
  const courses = await coursesForExcel(tx, EXPORT_LIMIT);
  await publishExcelExportAnswer(tx, exportId, courses.map(courseExcelValues));
}
