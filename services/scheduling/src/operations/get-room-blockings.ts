import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { blockingsOf } from '../store/room-blockings.ts';
import type { RoomBlocking } from '../store/generated/client.ts';
import { requireRoom } from './room-steps.ts';

export function getRoomBlockings(db: Db<Client>, roomId: string): Promise<RoomBlocking[]> {
  return db.tx(async (tx) => {
    await requireRoom(tx, roomId);
    return blockingsOf(tx, [roomId]);
  });
}
