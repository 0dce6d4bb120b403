import { publishEvent, type TxClient } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import type { LicenceFigures } from '../domain/subscription.ts';
import type { Client } from '../store/client.ts';

/** Records LicencesSet in the outbox of `tx`: identity keeps the company's licences and maximum attendees. */
export async function publishLicencesSet(tx: TxClient<Client>, stripeCustomerId: string | null, figures: LicenceFigures): Promise<void> {
  await publishEvent(tx, BillingEvents.LicencesSet, { stripeCustomerId, ...figures });
}
