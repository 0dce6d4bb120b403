import { randomUUID } from 'node:crypto';
import type { Db } from '@takt/kit';
import type { RoomInput } from '@takt/proto';
import { publishRoomCreated } from '../events/room.ts';
import type { Client } from '../store/client.ts';
import { insertRoom } from '../store/rooms.ts';
import { assertLocationKnown } from './room-steps.ts';

export async function createRoom(db: Db<Client>, input: RoomInput): Promise<{ id: string }> {
  await assertLocationKnown(db, input.locationId);
  return db.tx(async (tx) => {
    const room = await insertRoom(tx, {
      id: randomUUID(),
      name: input.name,
      locationId: input.locationId,
      capacity: input.capacity ?? null,
      description: input.description ?? null,
      active: input.active,
    });
    await publishRoomCreated(tx, room);
    return { id: room.id };
  });
}
