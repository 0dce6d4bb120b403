import type { Db } from '@takt/kit';
import type { BodyOf, membershipContracts } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { ReferenceEntry } from '../store/generated/client.ts';
import { renameReference } from '../store/references.ts';
import { requireReference } from './reference-steps.ts';

/** The Skill family's PUT: a skill has only a name and the active flag. */
export function updateSkill(db: Db<Client>, id: string, input: BodyOf<typeof membershipContracts.updateSkill>): Promise<ReferenceEntry> {
  return db.tx(async (tx) => {
    await requireReference(tx, 'Skill', id);
    return renameReference(tx, id, input);
  });
}
