import { bury, isBuried, type TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf, SchedulingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { deleteLinksOfParent } from '../store/reference-links.ts';
import { forgetCourse, forgetTrainer, recordCourse, recordTrainer } from '../store/skill-parents.ts';

type Tx = TxClient<Client>;

/** Keeps who may hold skills; a redelivery changes nothing, nor does an event older than the last one. */
export function recordStaffUser(tx: Tx, p: PayloadOf<typeof IdentityEvents.StaffUserSaved>, occurredAt: string): Promise<void> {
  return recordTrainer(tx, p.userId, `${p.lastName}, ${p.firstName}`, new Date(occurredAt));
}

/** A deleted staff user's skill links go with them; not the links made since their staff role was given back. */
export async function forgetStaffUser(tx: Tx, p: PayloadOf<typeof IdentityEvents.StaffUserDeleted>, occurredAt: string): Promise<void> {
  if (await forgetTrainer(tx, p.userId, new Date(occurredAt))) await deleteLinksOfParent(tx, p.userId);
}

/** A course deleted before its creation or a change was handled (retried after a failure, decision 0077) stays gone. */
export async function recordSchedulingCourse(tx: Tx, p: { courseId: string; name: string }): Promise<void> {
  if (await isBuried(tx, 'course', p.courseId)) return;
  await recordCourse(tx, p.courseId, p.name);
}

/** A deleted course's skill links go with it, for good (course ids are never reused). */
export async function forgetSchedulingCourse(tx: Tx, p: PayloadOf<typeof SchedulingEvents.CourseDeleted>): Promise<void> {
  await deleteLinksOfParent(tx, p.courseId);
  await forgetCourse(tx, p.courseId);
  await bury(tx, 'course', p.courseId);
}
