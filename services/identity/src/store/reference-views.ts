import { knownIn, recordNamed, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export const upsertCourseView = (tx: Tx, id: string, name: string) => recordNamed(tx.courseView, id, name);

export async function upsertAttendeeView(tx: Tx, id: string): Promise<void> {
  await tx.attendeeView.upsert({ where: { id }, create: { id }, update: { updatedAt: new Date() } });
}

/** Whether the tenant of `tx` has this course or attendee (row-level security hides other companies' rows). */
export const courseKnown = (tx: Tx, id: string) => knownIn(tx.courseView, id);
export const attendeeKnown = (tx: Tx, id: string) => knownIn(tx.attendeeView, id);
