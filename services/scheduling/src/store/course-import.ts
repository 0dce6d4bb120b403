import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { CourseInput } from '@takt/proto';
import type { Client } from './client.ts';
import { courseColumns } from './courses.ts';

type Tx = TxClient<Client>;

/** An import's courses in one statement. */
export function insertImportedCourses(tx: Tx, inputs: readonly CourseInput[]) {
  return tx.course.createManyAndReturn({
    data: inputs.map((input) => ({ id: randomUUID(), ...courseColumns(input) })),
    select: { id: true, name: true, locationId: true },
  });
}

export function coursesForExcel(tx: Tx, limit: number) {
  return tx.course.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }], take: limit });
}
