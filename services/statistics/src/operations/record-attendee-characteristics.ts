import type { TxClient } from '@takt/kit';
import type { HeldCharacteristic } from '../domain/statistic-keys.ts';
import { upsertAttendeeCharacteristics } from '../store/attendee-facts.ts';
import type { Client } from '../store/client.ts';

/** An attendee's characteristics changed (the whole set): the Characteristic criterion (decision 0068). */
export function recordAttendeeCharacteristics(
  tx: TxClient<Client>,
  p: { attendeeId: string; characteristics: HeldCharacteristic[] },
  occurredAt: string,
): Promise<void> {
  return upsertAttendeeCharacteristics(tx, p.attendeeId, p.characteristics, occurredAt);
}
