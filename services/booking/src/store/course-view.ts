import { knownIn, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/**
 * Records a course scheduling announced (created or updated) with its location; an upsert, so a
 * redelivery changes nothing. An older created event without `locationId` keeps a known location.
 */
export async function upsertCourseView(tx: Tx, p: { courseId: string; name: string; locationId?: string | null }): Promise<void> {
  const updatedAt = new Date();
  const location = p.locationId === undefined ? {} : { locationId: p.locationId };
  await tx.courseView.upsert({
    where: { id: p.courseId },
    create: { id: p.courseId, name: p.name, ...location, updatedAt },
    update: { name: p.name, ...location, updatedAt },
  });
}

/** Whether the tenant of `tx` has this course. */
export const courseKnown = (tx: Tx, id: string) => knownIn(tx.courseView, id);

export const findCourseView = (tx: Tx, id: string) => tx.courseView.findUnique({ where: { id } });
