import { bury, type TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { erasePersonRows } from '../store/person-data.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { forgetFile } from './file-steps.ts';

/**
 * An erased member's files and name go (idempotent: deletes only). The stored files are removed
 * with the rows; should the transaction then fail, the redelivered event deletes the rows that are
 * left. The id is buried: an attendee event handled after the erasure must not store the name again.
 */
export async function erasePerson(
  tx: TxClient<Client>,
  storage: FileStorage,
  p: PayloadOf<typeof GdprEvents.AttendeeErased>,
): Promise<void> {
  await bury(tx, 'attendee', p.attendeeId);
  const keys = await erasePersonRows(tx, p.attendeeId, p.applicationUserId);
  for (const key of keys) await forgetFile(storage, key);
}
