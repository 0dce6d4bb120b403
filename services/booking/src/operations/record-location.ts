import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertLocationView } from '../store/location-view.ts';

/** Keeps the copy of which locations a company has; an upsert, so a redelivery changes nothing. */
export function recordLocation(tx: TxClient<Client>, p: PayloadOf<typeof IdentityEvents.LocationCreated>): Promise<void> {
  return upsertLocationView(tx, p);
}
