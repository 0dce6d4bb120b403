import { fail, type Db } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { publishRoomDeleted } from '../events/room.ts';
import type { Client } from '../store/client.ts';
import { deleteRoomRow, roomUse } from '../store/rooms.ts';
import { requireRoom } from './room-steps.ts';

/** A room course times or appointments still use stays (in_use); its blockings go with it. */
export async function deleteRoom(db: Db<Client>, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    await requireRoom(tx, id);
    const use = await roomUse(tx, id);
    if (use.dateTimes + use.appointments > 0) throw fail(ErrorCode.InUse, 'The room is used by course times or appointments', use);
    await deleteRoomRow(tx, id);
    await publishRoomDeleted(tx, id);
  });
  return { ok: true };
}
