import { bury, type TxClient } from '@takt/kit';
import { ERASED_NAME } from '@takt/proto/events/gdpr';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { anonymisePersonRows } from '../store/person-data.ts';

/**
 * An erased member: invoices stay, anonymised; the IBAN goes with the payment data. Erasure is
 * final, so the id is buried: membership's events about the person handled late (retried after a
 * failure) bring back neither the name nor the bank account.
 */
export async function erasePerson(tx: TxClient<Client>, p: PayloadOf<typeof GdprEvents.AttendeeErased>): Promise<void> {
  await bury(tx, 'attendee', p.attendeeId);
  await anonymisePersonRows(tx, p.attendeeId, ERASED_NAME);
}
