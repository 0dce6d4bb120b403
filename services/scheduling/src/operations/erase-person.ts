import { bury, type TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { erasePersonRows } from '../store/person-data.ts';

/**
 * An erased member's chats, chat access and own feeds go (idempotent). The attendee is buried: a
 * creation or booking about them handled after the erasure (membership's retried after a
 * failure, booking's on its own consumer) must not bring their name or chat access back.
 */
export async function erasePerson(tx: TxClient<Client>, p: PayloadOf<typeof GdprEvents.AttendeeErased>): Promise<void> {
  if (p.applicationUserId) await erasePersonRows(tx, p.applicationUserId);
  await bury(tx, 'attendee', p.attendeeId);
}
