import { knownIn, recordNamed, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export const recordTrainer = (tx: Tx, id: string, name: string) => recordNamed(tx.trainerView, id, name);
export const recordCourse = (tx: Tx, id: string, name: string) => recordNamed(tx.courseView, id, name);

export async function forgetTrainer(tx: Tx, id: string): Promise<void> {
  await tx.trainerView.deleteMany({ where: { id } });
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
