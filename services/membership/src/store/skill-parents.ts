import { buriedAt, bury, knownIn, recordNamed, writeUnlessNewer, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

// A staff user's deletion can be undone (the role given back), so its tombstone counts by time.
const STAFF_USER = 'staff-user';

export const recordCourse = (tx: Tx, id: string, name: string) => recordNamed(tx.courseView, id, name);

/**
 * Keeps a staff user as of `at` (the event's occurredAt) unless a newer event saved or deleted
 * them: identity's events retried after a failure are handled after newer ones (decision 0077).
 */
export async function recordTrainer(tx: Tx, id: string, name: string, at: Date): Promise<void> {
  const deleted = await buriedAt(tx, STAFF_USER, id);
  if (deleted && deleted >= at) return;
  await writeUnlessNewer(tx.trainerView, { id }, 'factsAt', { name, updatedAt: new Date() }, at);
}

/** Forgets a staff user as of `at`; false when a newer save (their staff role given back) came first. */
export async function forgetTrainer(tx: Tx, id: string, at: Date): Promise<boolean> {
  if ((await tx.trainerView.count({ where: { id, factsAt: { gt: at } } })) > 0) return false;
  await tx.trainerView.deleteMany({ where: { id } });
  await bury(tx, STAFF_USER, id, at);
  return true;
}

export async function forgetCourse(tx: Tx, id: string): Promise<void> {
  await tx.courseView.deleteMany({ where: { id } });
}

/** Whether the tenant of `tx` has this staff user. */
export const trainerKnown = (tx: Tx, id: string) => knownIn(tx.trainerView, id);
/** Whether the tenant of `tx` has this course. */
export const courseKnown = (tx: Tx, id: string) => knownIn(tx.courseView, id);

/** Skill ids per trainer, of the given trainers or of every trainer with a skill link. */
export async function skillsOfTrainers(tx: Tx, trainerIds: readonly string[] | undefined): Promise<Map<string, Set<string>>> {
  const rows = await tx.referenceLink.findMany({
    where: { type: 'SkillTrainer', ...(trainerIds && { parentId: { in: [...trainerIds] } }) },
    select: { parentId: true, referenceId: true },
  });
  const held = new Map<string, Set<string>>((trainerIds ?? []).map((id) => [id, new Set<string>()]));
  for (const r of rows) {
    const skills = held.get(r.parentId) ?? new Set<string>();
    skills.add(r.referenceId);
    held.set(r.parentId, skills);
  }
  return held;
}
