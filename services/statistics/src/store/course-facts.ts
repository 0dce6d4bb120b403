import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/**
 * A course's location (scheduling.course.created/updated) as of `occurredAt`; its departments stay.
 * An older event handled late (retried after a failure, decision 0077) changes nothing.
 */
export async function upsertCourseLocation(tx: Tx, courseId: string, locationId: string | null, occurredAt: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO course_fact (course_id, location_id, location_at) VALUES (${courseId}::uuid, ${locationId}::uuid, ${occurredAt}::timestamptz)
    ON CONFLICT (course_id) DO UPDATE SET location_id = EXCLUDED.location_id, location_at = EXCLUDED.location_at
    WHERE course_fact.location_at IS NULL OR course_fact.location_at <= EXCLUDED.location_at`;
}

/** A course's departments are exactly these now (identity sends the whole set). */
export async function setCourseDepartments(tx: Tx, courseId: string, departmentIds: string[]): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO course_fact (course_id, department_ids) VALUES (${courseId}::uuid, ${departmentIds}::uuid[])
    ON CONFLICT (course_id) DO UPDATE SET department_ids = EXCLUDED.department_ids`;
}
