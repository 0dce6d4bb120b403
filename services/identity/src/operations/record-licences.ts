import type { TxClient } from '@takt/kit';
import type { BillingEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { writeLicenceFigures } from '../store/licences.ts';

/**
 * Billing's Stripe subscription set the company's licences and maximum attendees (spec section
 * 4); null licences give the trial's figure back. Billing publishes only changes, each carrying
 * the full figures, so a redelivery writes the same row again; an older one handled after a newer
 * (retried after a failure) changes nothing, so no company keeps licences it no longer pays for.
 */
export async function recordLicences(
  tx: TxClient<Client>,
  companyId: string,
  p: PayloadOf<typeof BillingEvents.LicencesSet>,
  occurredAt: string,
): Promise<void> {
  await writeLicenceFigures(tx, companyId, p, new Date(occurredAt));
}
