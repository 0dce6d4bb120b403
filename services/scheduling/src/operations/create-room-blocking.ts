import { randomUUID } from 'node:crypto';
import type { Db } from '@takt/kit';
import type { RoomBlockingInput } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { insertBlocking } from '../store/room-blockings.ts';
import { checkBlocking } from './room-blocking-steps.ts';

export function createRoomBlocking(db: Db<Client>, input: RoomBlockingInput): Promise<{ id: string }> {
  return db.tx(async (tx) => {
    await checkBlocking(tx, input);
    return { id: (await insertBlocking(tx, randomUUID(), input)).id };
  });
}
