import type { Db } from '@takt/kit';
import type { SkillCoverageQuery } from '@takt/proto';
import { skillCoverage } from '../domain/skill-coverage.ts';
import type { Client } from '../store/client.ts';
import { skillsOfTrainers } from '../store/skill-parents.ts';

export interface SkillCoverage {
  trainerId: string;
  percentage: number;
}

/** Each trainer's share of the asked skills, best covered first. */
export function getSkillCoverages(db: Db<Client>, q: SkillCoverageQuery): Promise<SkillCoverage[]> {
  return db.tx(async (tx) => {
    const held = await skillsOfTrainers(tx, q.trainerIds);
    return [...held]
      .map(([trainerId, skills]) => ({ trainerId, percentage: skillCoverage(q.skillIds ?? [], skills) }))
      .sort((a, b) => b.percentage - a.percentage || a.trainerId.localeCompare(b.trainerId));
  });
}
