import { randomUUID } from 'node:crypto';
import { toDbDate, type TxClient } from '@takt/kit';
import type { CourseInput, DateTimeInput } from '@takt/proto';
import type { Client } from './client.ts';
import type { Course, CourseDateTime } from './generated/client.ts';

type Tx = TxClient<Client>;

export async function createCourse(tx: Tx, input: CourseInput): Promise<string> {
  const id = randomUUID();
  await tx.course.create({ data: { id, ...input } });
  return id;
}

export function findCourse(tx: Tx, id: string): Promise<Course | null> {
  return tx.course.findFirst({ where: { id } });
}

export async function createDateTime(tx: Tx, input: DateTimeInput): Promise<string> {
  const id = randomUUID();
  await tx.courseDateTime.create({ data: { ...input, id, dateFrom: toDbDate(input.dateFrom), dateTill: toDbDate(input.dateTill) } });
  return id;
}

export function findDateTime(tx: Tx, id: string): Promise<CourseDateTime | null> {
  return tx.courseDateTime.findFirst({ where: { id } });
}
