import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { withLocationNames, type RoomWithLocation } from '../store/rooms.ts';
import { requireRoom } from './room-steps.ts';

export function getRoom(db: Db<Client>, id: string): Promise<RoomWithLocation> {
  return db.tx(async (tx) => (await withLocationNames(tx, [await requireRoom(tx, id)]))[0]!);
}
