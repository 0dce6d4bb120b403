import { validationFailed, type Db } from '@takt/kit';
import type { AvailabilityInput } from '@takt/proto';
import { occurrences } from '../domain/recurrence.ts';
import type { Client } from '../store/client.ts';
import { assertTrainersKnown } from './trainer-steps.ts';

/** The trainer must be the company's staff and the period values readable for the period. */
export async function checkAvailability(db: Db<Client>, input: AvailabilityInput): Promise<void> {
  // The rule's values are checked before any date is walked, so a one-day range is enough.
  const planned = occurrences({ ...input, dateTill: input.dateFrom });
  if ('issue' in planned) throw validationFailed([planned.issue]);
  await assertTrainersKnown(db, [input.trainerId]);
}
