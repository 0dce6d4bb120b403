import type { TxClient } from '@takt/kit';
import type { Envelope, IdentityEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertTerminationSettings } from '../store/termination-settings.ts';

/** Keeps identity's termination rules for the company the event is about, the latest save winning. */
export function recordTerminationSettings(
  tx: TxClient<Client>,
  p: PayloadOf<typeof IdentityEvents.SettingsSaved>,
  envelope: Envelope,
): Promise<void> {
  return upsertTerminationSettings(tx, envelope.companyId, p, new Date(envelope.occurredAt));
}
