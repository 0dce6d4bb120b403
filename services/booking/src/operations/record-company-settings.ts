import type { TxClient } from '@takt/kit';
import type { Envelope, IdentityEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertCompanySettings } from '../store/company-settings.ts';

/** Keeps identity's settings for the company the event is about, the latest save winning. */
export function recordCompanySettings(
  tx: TxClient<Client>,
  p: PayloadOf<typeof IdentityEvents.SettingsSaved>,
  envelope: Envelope,
): Promise<void> {
  return upsertCompanySettings(tx, envelope.companyId, p, new Date(envelope.occurredAt));
}
