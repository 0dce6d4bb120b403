import { knownSoon, notFound, type Db } from '@takt/kit';
import type { PaymentData } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { findPaymentData } from '../store/payment-data.ts';
import { attendeeKnown } from '../store/read-models.ts';
import { paymentDataView } from './payment-data-view.ts';

/** An attendee of the caller's company answers its payment data (empty when none); any other id 404. */
export async function getPaymentMandate(db: Db<Client>, attendeeId: string): Promise<PaymentData> {
  if (!(await knownSoon(() => db.tx((tx) => attendeeKnown(tx, attendeeId))))) throw notFound('Attendee');
  return db.tx(async (tx) => paymentDataView(tx, attendeeId, await findPaymentData(tx, attendeeId)));
}
