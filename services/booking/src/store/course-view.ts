import { knownIn, writeUnlessNewer, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/**
 * Records a course scheduling announced (created or updated) with its location as of `at` (the
 * event's occurredAt) unless a newer event wrote it already; answers whether it wrote. A
 * redelivery writes the same. An older created event without `locationId` keeps a known location.
 */
export async function upsertCourseView(
  tx: Tx,
  p: { courseId: string; name: string; locationId?: string | null },
  at: Date,
): Promise<boolean> {
  const facts = { name: p.name, ...(p.locationId === undefined ? {} : { locationId: p.locationId }), updatedAt: new Date() };
  return writeUnlessNewer(tx.courseView, { id: p.courseId }, 'factsAt', facts, at);
}

/** Whether the tenant of `tx` has this course. */
export const courseKnown = (tx: Tx, id: string) => knownIn(tx.courseView, id);

export const findCourseView = (tx: Tx, id: string) => tx.courseView.findUnique({ where: { id } });
