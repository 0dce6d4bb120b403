import { knownSoon, validationFailed, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { assignableTrainers } from '../store/trainer-view.ts';

/**
 * Identity owns staff: a trainer reference must be an active staff member of the caller's company
 * (in the read model, which may lag a moment). Any staff role may teach (admins and managers too).
 */
export async function assertTrainersKnown(db: Db<Client>, ids: readonly string[], field = 'trainerId'): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const allKnown = () => db.tx(async (tx) => (await assignableTrainers(tx, wanted)).size === wanted.length);
  if (!(await knownSoon(allKnown))) throw validationFailed([{ field, message: 'unknown trainer' }]);
}
