import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { roomUse } from '../store/rooms.ts';
import { requireRoom } from './room-steps.ts';

/** What still uses the room (the web app says it before offering to delete). */
export function checkRoomInUse(db: Db<Client>, id: string) {
  return db.tx(async (tx) => {
    await requireRoom(tx, id);
    const use = await roomUse(tx, id);
    return { inUse: use.dateTimes + use.appointments > 0, ...use };
  });
}
