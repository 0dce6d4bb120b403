import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export async function upsertCourseView(tx: Tx, id: string, name: string): Promise<void> {
  const facts = { name, updatedAt: new Date() };
  await tx.courseView.upsert({ where: { id }, create: { id, ...facts }, update: facts });
}

export async function upsertAttendeeView(tx: Tx, id: string): Promise<void> {
  await tx.attendeeView.upsert({ where: { id }, create: { id }, update: { updatedAt: new Date() } });
}

/** Whether the tenant of `tx` has this course (row-level security hides other companies' rows). */
export async function courseKnown(tx: Tx, id: string): Promise<boolean> {
  return (await tx.courseView.findUnique({ where: { id }, select: { id: true } })) !== null;
}

export async function attendeeKnown(tx: Tx, id: string): Promise<boolean> {
  return (await tx.attendeeView.findUnique({ where: { id }, select: { id: true } })) !== null;
}
