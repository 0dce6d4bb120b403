import { randomUUID } from 'node:crypto';
import type { Db } from '@takt/kit';
import type { AvailabilityInput, UserCaller } from '@takt/proto';
import { publishAvailabilitySaved } from '../events/trainer-availability.ts';
import type { Client } from '../store/client.ts';
import { insertAvailability } from '../store/availabilities.ts';
import { checkAvailability } from './availability-steps.ts';

export async function createAvailability(db: Db<Client>, caller: UserCaller, input: AvailabilityInput): Promise<{ id: string }> {
  await checkAvailability(db, input);
  return db.tx(async (tx) => {
    const row = await insertAvailability(tx, randomUUID(), input, caller.userId);
    await publishAvailabilitySaved(tx, row);
    return { id: row.id };
  });
}
