import { notFound, type Db } from '@takt/kit';
import type { RoomBlockingInput } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { findBlocking, updateBlockingRow } from '../store/room-blockings.ts';
import type { RoomBlocking } from '../store/generated/client.ts';
import { checkBlocking } from './room-blocking-steps.ts';

export function updateRoomBlocking(db: Db<Client>, id: string, input: RoomBlockingInput): Promise<RoomBlocking> {
  return db.tx(async (tx) => {
    if (!(await findBlocking(tx, id))) throw notFound('Room blocking');
    await checkBlocking(tx, input);
    return updateBlockingRow(tx, id, input);
  });
}
