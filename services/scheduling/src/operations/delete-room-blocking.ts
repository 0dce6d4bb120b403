import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { deleteBlockingRow, findBlocking } from '../store/room-blockings.ts';

export async function deleteRoomBlocking(db: Db<Client>, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    if (!(await findBlocking(tx, id))) throw notFound('Room blocking');
    await deleteBlockingRow(tx, id);
  });
  return { ok: true };
}
