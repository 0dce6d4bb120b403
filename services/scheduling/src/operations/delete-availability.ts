import { notFound, type Db } from '@takt/kit';
import { publishAvailabilityDeleted } from '../events/trainer-availability.ts';
import type { Client } from '../store/client.ts';
import { deleteAvailabilityRow, findAvailability } from '../store/availabilities.ts';

export async function deleteAvailability(db: Db<Client>, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    if (!(await findAvailability(tx, id))) throw notFound('Availability');
    await deleteAvailabilityRow(tx, id);
    await publishAvailabilityDeleted(tx, id);
  });
  return { ok: true };
}
