import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { Course } from './generated/client.ts';

type Tx = TxClient<Client>;

/**
 * Copies a course under a new name with its membership types, logo and date-times; appointments
 * are not copied (the copy's schedule is generated when wanted). Answers the new course.
 */
export async function copyCourseRows(tx: Tx, source: Course, name: string): Promise<Course> {
  const { id: _, companyId: __, createdDate: ___, ...columns } = source;
  const copy = await tx.course.create({ data: { ...columns, id: randomUUID(), name } });
  const types = await tx.courseMembershipType.findMany({ where: { courseId: source.id } });
  await tx.courseMembershipType.createMany({
    data: types.map((m) => ({ id: randomUUID(), courseId: copy.id, membershipTypeId: m.membershipTypeId, centCost: m.centCost })),
  });
  const logo = await tx.courseLogo.findFirst({ where: { courseId: source.id } });
  if (logo) await tx.courseLogo.create({ data: { courseId: copy.id, bytes: logo.bytes, contentType: logo.contentType } });
  const dateTimes = await tx.courseDateTime.findMany({ where: { courseId: source.id } });
  await tx.courseDateTime.createMany({
    data: dateTimes.map(({ id: _id, companyId: _c, createdDate: _d, ...dt }) => ({ ...dt, id: randomUUID(), courseId: copy.id })),
  });
  return copy;
}
