import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf, SchedulingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { deleteLinksOfParent } from '../store/reference-links.ts';
import { forgetCourse, forgetTrainer, recordCourse, recordTrainer } from '../store/skill-parents.ts';

type Tx = TxClient<Client>;

/** Keeps who may hold skills; an upsert, so a redelivery changes nothing. */
export function recordStaffUser(tx: Tx, p: PayloadOf<typeof IdentityEvents.StaffUserSaved>): Promise<void> {
  return recordTrainer(tx, p.userId, `${p.lastName}, ${p.firstName}`);
}

/** A deleted staff user's skill links go with them. */
export async function forgetStaffUser(tx: Tx, p: PayloadOf<typeof IdentityEvents.StaffUserDeleted>): Promise<void> {
  await deleteLinksOfParent(tx, p.userId);
  await forgetTrainer(tx, p.userId);
}

export function recordSchedulingCourse(tx: Tx, p: { courseId: string; name: string }): Promise<void> {
  return recordCourse(tx, p.courseId, p.name);
}

/** A deleted course's skill links go with it. */
export async function forgetSchedulingCourse(tx: Tx, p: PayloadOf<typeof SchedulingEvents.CourseDeleted>): Promise<void> {
  await deleteLinksOfParent(tx, p.courseId);
  await forgetCourse(tx, p.courseId);
}
