import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** The whole set of a course's departments, as the event carries it: a redelivery writes the same rows. */
export async function replaceCourseDepartments(tx: Tx, courseId: string, departmentIds: readonly string[]): Promise<void> {
  await tx.courseDepartment.deleteMany({ where: { courseId } });
  if (departmentIds.length)
    await tx.courseDepartment.createMany({ data: departmentIds.map((departmentId) => ({ courseId, departmentId })) });
}

/** The condition "on an appointment of a course of the department" of the department's attendance list. */
export async function inDepartment(tx: Tx, departmentId: string) {
  const courses = await tx.courseDepartment.findMany({ where: { departmentId }, select: { courseId: true } });
  const appointments = await tx.appointmentView.findMany({
    where: { courseId: { in: courses.map((c) => c.courseId) } },
    select: { id: true },
  });
  return { appointmentId: { in: appointments.map((a) => a.id) } };
}
