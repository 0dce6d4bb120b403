import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** A course's location (scheduling.course.created/updated); its departments stay. */
export async function upsertCourseLocation(tx: Tx, courseId: string, locationId: string | null): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO course_fact (course_id, location_id) VALUES (${courseId}::uuid, ${locationId}::uuid)
    ON CONFLICT (course_id) DO UPDATE SET location_id = EXCLUDED.location_id`;
}

/** A course's departments are exactly these now (identity sends the whole set). */
export async function setCourseDepartments(tx: Tx, courseId: string, departmentIds: string[]): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO course_fact (course_id, department_ids) VALUES (${courseId}::uuid, ${departmentIds}::uuid[])
    ON CONFLICT (course_id) DO UPDATE SET department_ids = EXCLUDED.department_ids`;
}
