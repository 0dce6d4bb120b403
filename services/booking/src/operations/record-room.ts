import type { TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { markRoomDeleted, upsertRoomView } from '../store/room-view.ts';

/** Keeps the copy of scheduling's room; the newest announcement wins, so a redelivery changes nothing. */
export function recordRoom(tx: TxClient<Client>, p: PayloadOf<typeof SchedulingEvents.RoomUpdated>, occurredAt: string): Promise<void> {
  return upsertRoomView(tx, p, new Date(occurredAt));
}

/** A deleted room takes no new stays; stays in it keep their history. */
export function recordRoomDeleted(tx: TxClient<Client>, roomId: string): Promise<void> {
  return markRoomDeleted(tx, roomId);
}
