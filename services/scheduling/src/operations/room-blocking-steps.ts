import { notFound, validationFailed, type TxClient } from '@takt/kit';
import type { RoomBlockingInput } from '@takt/proto';
import { occurrences } from '../domain/recurrence.ts';
import type { Client } from '../store/client.ts';
import { roomKnown } from '../store/rooms.ts';

/** The room must be the company's (404 otherwise) and the period values readable for the period. */
export async function checkBlocking(tx: TxClient<Client>, input: RoomBlockingInput): Promise<void> {
  if (!(await roomKnown(tx, input.roomId))) throw notFound('Room');
  // The rule's values are checked before any date is walked, so a one-day range is enough.
  const planned = occurrences({ ...input, dateTill: input.dateFrom });
  if ('issue' in planned) throw validationFailed([planned.issue]);
}
