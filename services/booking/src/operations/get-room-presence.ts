import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findRoomPresence, withRoomDetails, type RoomPresenceRow } from '../store/room-presences.ts';

export function getRoomPresence(db: Db<Client>, id: string): Promise<RoomPresenceRow> {
  return db.tx(async (tx) => {
    const stay = await findRoomPresence(tx, id);
    if (!stay) throw notFound('RoomPresence');
    return (await withRoomDetails(tx, [stay]))[0]!;
  });
}
