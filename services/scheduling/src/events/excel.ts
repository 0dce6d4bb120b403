import { consumersOf, packRows, publishEvent, publishEvents } from '@takt/kit';
import { ExcelEvents, SchedulingEvents, type PayloadOf } from '@takt/proto';
import { exportCoursesToExcel } from '../operations/export-courses-excel.ts';
import { importCoursesFromExcel } from '../operations/import-courses-excel.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

type ImportAnswer = PayloadOf<typeof ExcelEvents.SchedulingExcelImportAnswered>;

export async function publishExcelImportAnswer(tx: unknown, answer: ImportAnswer): Promise<void> {
  await publishEvent(tx, ExcelEvents.SchedulingExcelImportAnswered, { ...answer, log: answer.log.slice(0, 1000) });
}

export async function publishExcelExportAnswer(tx: unknown, exportId: string, rows: readonly object[]): Promise<void> {
  await publishEvent(tx, ExcelEvents.SchedulingExcelExportAnswered, { exportId, rowCount: rows.length, rows: packRows(rows) });
}

/** CourseCreated for each imported course, in one outbox statement. */
export async function publishCoursesCreated(tx: unknown, courses: readonly { id: string; name: string; locationId: string | null }[]) {
  await publishEvents(
    tx,
    SchedulingEvents.CourseCreated,
    courses.map((c) => ({ courseId: c.id, name: c.name, locationId: c.locationId })),
  );
}

/** Documents asks for the courses template's rows (decision 0055); the other templates are other services'. */
export const excelConsumers = () => [
  on(ExcelEvents.ExcelImportRequested, async (tx, p) => (p.template === 'courses' ? importCoursesFromExcel(tx, p) : undefined)),
  on(ExcelEvents.ExcelExportRequested, async (tx, p) => (p.template === 'courses' ? exportCoursesToExcel(tx, p.exportId) : undefined)),
];
