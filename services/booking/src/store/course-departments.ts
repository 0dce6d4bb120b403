import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** Replaces a course's departments with the set identity announced (a redelivery writes the same set). */
export async function replaceCourseDepartments(tx: Tx, courseId: string, departmentIds: readonly string[]): Promise<void> {
  await tx.courseDepartment.deleteMany({ where: { courseId } });
  if (departmentIds.length)
    await tx.courseDepartment.createMany({ data: departmentIds.map((departmentId) => ({ courseId, departmentId })) });
}

/** The courses of a department. */
export async function coursesInDepartment(tx: Tx, departmentId: string): Promise<string[]> {
  const rows = await tx.courseDepartment.findMany({ where: { departmentId }, select: { courseId: true } });
  return rows.map((r) => r.courseId);
}

/** The condition "on an appointment of a course of the department" (taught by `trainerId` when given) of the department's attendance list. */
export async function inDepartment(tx: Tx, departmentId: string, trainerId?: string) {
  const appointments = await tx.appointmentView.findMany({
    where: { courseId: { in: await coursesInDepartment(tx, departmentId) }, ...(trainerId ? { trainerIds: { has: trainerId } } : {}) },
    select: { id: true },
  });
  return { appointmentId: { in: appointments.map((a) => a.id) } };
}

/** The condition "on an appointment the trainer teaches" of the trainer's attendance list. */
export async function taughtBy(tx: Tx, trainerId: string) {
  const appointments = await tx.appointmentView.findMany({ where: { trainerIds: { has: trainerId } }, select: { id: true } });
  return { appointmentId: { in: appointments.map((a) => a.id) } };
}
