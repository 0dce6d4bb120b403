import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export async function locationAttendeesOf(tx: Tx, attendeeId: string) {
  const rows = await tx.locationAttendee.findMany({ where: { attendeeId } });
  const names = await tx.locationView.findMany({ where: { id: { in: rows.map((r) => r.locationId) } }, select: { id: true, name: true } });
  const byId = new Map(names.map((n) => [n.id, n.name]));
  return rows
    .map((r) => ({ ...r, locationName: byId.get(r.locationId) ?? null }))
    .sort((a, b) => (a.locationName ?? '').localeCompare(b.locationName ?? ''));
}

/** The attendee's additional locations become exactly `locationIds`. */
export async function replaceLocationAttendees(tx: Tx, attendeeId: string, locationIds: readonly string[]): Promise<void> {
  await tx.locationAttendee.deleteMany({ where: { attendeeId } });
  await tx.locationAttendee.createMany({
    data: [...new Set(locationIds)].map((locationId) => ({ id: randomUUID(), attendeeId, locationId })),
  });
}
