import { isBuried, type TxClient } from '@takt/kit';
import type { HeldCharacteristic } from '../domain/statistic-keys.ts';
import { upsertAttendeeCharacteristics } from '../store/attendee-facts.ts';
import type { Client } from '../store/client.ts';

/** An attendee's characteristics changed (the whole set): the Characteristic criterion (decision 0068); none of an erased one. */
export async function recordAttendeeCharacteristics(
  tx: TxClient<Client>,
  p: { attendeeId: string; characteristics: HeldCharacteristic[] },
  occurredAt: string,
): Promise<void> {
  if (await isBuried(tx, 'attendee', p.attendeeId)) return;
  await upsertAttendeeCharacteristics(tx, p.attendeeId, p.characteristics, occurredAt);
}
