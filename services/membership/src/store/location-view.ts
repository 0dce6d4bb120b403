import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export async function upsertLocationView(tx: Tx, p: PayloadOf<typeof IdentityEvents.LocationCreated>): Promise<void> {
  const facts = { name: p.name, updatedAt: new Date() };
  await tx.locationView.upsert({ where: { id: p.locationId }, create: { id: p.locationId, ...facts }, update: facts });
}

/** Whether the tenant of `tx` has this location (row-level security hides other companies' rows). */
export async function locationKnown(tx: Tx, id: string): Promise<boolean> {
  return (await tx.locationView.findUnique({ where: { id }, select: { id: true } })) !== null;
}
