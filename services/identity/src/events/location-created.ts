import { publishEvent, type TxClient } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';

export async function publishLocationCreated(tx: TxClient<Client>, location: { id: string; name: string }): Promise<void> {
  await publishEvent(tx, IdentityEvents.LocationCreated, { locationId: location.id, name: location.name });
}
