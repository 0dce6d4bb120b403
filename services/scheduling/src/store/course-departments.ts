import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** Replaces a course's departments with the set identity announced (a redelivery writes the same set). */
export async function replaceCourseDepartments(tx: Tx, courseId: string, departmentIds: readonly string[]): Promise<void> {
  await tx.courseDepartment.deleteMany({ where: { courseId } });
  if (departmentIds.length)
    await tx.courseDepartment.createMany({ data: departmentIds.map((departmentId) => ({ courseId, departmentId })) });
}

/** Courses linked to any of the departments. */
export async function coursesInDepartments(tx: Tx, departmentIds: readonly string[]): Promise<string[]> {
  const rows = await tx.courseDepartment.findMany({ where: { departmentId: { in: [...departmentIds] } }, select: { courseId: true } });
  return [...new Set(rows.map((r) => r.courseId))];
}
