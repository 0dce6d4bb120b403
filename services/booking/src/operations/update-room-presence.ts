import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findRoomPresence, updateStay, withRoomDetails, type RoomPresenceRow } from '../store/room-presences.ts';

/** Confirms a stay or ends it; ending an ended stay keeps its first time. */
export function updateRoomPresence(db: Db<Client>, id: string, input: { status?: number; leave: boolean }): Promise<RoomPresenceRow> {
  return db.tx(async (tx) => {
    const stay = await findRoomPresence(tx, id);
    if (!stay) throw notFound('RoomPresence');
    const leaves = input.leave && stay.timeLeave === null;
    const updated = await updateStay(tx, id, { status: input.status, ...(leaves ? { timeLeave: new Date() } : {}) });
    return (await withRoomDetails(tx, [updated]))[0]!;
  });
}
