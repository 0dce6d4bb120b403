import { notFound, type Db } from '@takt/kit';
import type { AvailabilityInput } from '@takt/proto';
import { publishAvailabilitySaved } from '../events/trainer-availability.ts';
import type { Client } from '../store/client.ts';
import { findAvailability, updateAvailabilityRow } from '../store/availabilities.ts';
import type { TrainerAvailability } from '../store/generated/client.ts';
import { checkAvailability } from './availability-steps.ts';

export async function updateAvailability(db: Db<Client>, id: string, input: AvailabilityInput): Promise<TrainerAvailability> {
  if (!(await db.tx((tx) => findAvailability(tx, id)))) throw notFound('Availability');
  await checkAvailability(db, input);
  return db.tx(async (tx) => {
    if (!(await findAvailability(tx, id))) throw notFound('Availability');
    const row = await updateAvailabilityRow(tx, id, input);
    await publishAvailabilitySaved(tx, row);
    return row;
  });
}
