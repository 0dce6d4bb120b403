import type { TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { setCourseDepartments, upsertCourseLocation } from '../store/course-facts.ts';
import { saveName } from '../store/dimension-names.ts';

type Change = { name: string; locationId: string | null; occurredAt: string } | { departmentIds: string[] };

/** A course's name and location (scheduling) or its departments (identity's refs). */
export async function recordCourseFact(tx: TxClient<Client>, courseId: string, change: Change): Promise<void> {
  if ('departmentIds' in change) return setCourseDepartments(tx, courseId, change.departmentIds);
  await saveName(tx, 'Course', courseId, change.name, change.occurredAt);
  await upsertCourseLocation(tx, courseId, change.locationId, change.occurredAt);
}
