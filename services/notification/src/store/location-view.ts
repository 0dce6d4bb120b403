import { knownIn, recordNamed, type TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export const upsertLocationView = (tx: Tx, p: PayloadOf<typeof IdentityEvents.LocationCreated>) =>
  recordNamed(tx.locationView, p.locationId, p.name);

/** Whether the tenant of `tx` has this location. */
export const locationKnown = (tx: Tx, id: string) => knownIn(tx.locationView, id);
