import type { TxClient } from '@takt/kit';
import { ERASED_NAME } from '@takt/proto/events/gdpr';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { anonymisePersonRows } from '../store/person-data.ts';

/** An erased member: invoices stay, anonymised; the IBAN goes with the payment data. */
export function erasePerson(tx: TxClient<Client>, p: PayloadOf<typeof GdprEvents.AttendeeErased>): Promise<void> {
  return anonymisePersonRows(tx, p.attendeeId, ERASED_NAME);
}
