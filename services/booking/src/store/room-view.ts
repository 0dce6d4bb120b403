import type { TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;
type RoomFacts = PayloadOf<typeof SchedulingEvents.RoomUpdated>;

/**
 * Keeps scheduling's room as the newest announcement says; an older one (the subjects are
 * consumed independently) and anything after the deletion change nothing.
 */
export async function upsertRoomView(tx: Tx, p: RoomFacts, occurredAt: Date): Promise<void> {
  const row = await tx.roomView.findUnique({ where: { id: p.roomId } });
  if (row && (row.deleted || row.updatedAt >= occurredAt)) return;
  const facts = { name: p.name, locationId: p.locationId, capacity: p.capacity, active: p.active, updatedAt: occurredAt };
  await tx.roomView.upsert({ where: { id: p.roomId }, create: { id: p.roomId, ...facts }, update: facts });
}

/** A deleted room stays as a mark; a room booking never heard of needs none. */
export async function markRoomDeleted(tx: Tx, roomId: string): Promise<void> {
  await tx.roomView.updateMany({ where: { id: roomId }, data: { deleted: true } });
}

/** The tenant's room, unless deleted (another company's is not visible). */
export const findRoom = (tx: Tx, id: string) => tx.roomView.findFirst({ where: { id, deleted: false } });

export const roomNames = async (tx: Tx, ids: string[]) =>
  new Map((await tx.roomView.findMany({ where: { id: { in: ids } } })).map((r) => [r.id, r.name]));
