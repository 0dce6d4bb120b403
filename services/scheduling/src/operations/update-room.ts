import type { Db } from '@takt/kit';
import type { RoomInput } from '@takt/proto';
import { publishRoomUpdated } from '../events/room.ts';
import type { Client } from '../store/client.ts';
import { updateRoomRow, withLocationNames, type RoomWithLocation } from '../store/rooms.ts';
import { assertLocationKnown, requireRoom } from './room-steps.ts';

export async function updateRoom(db: Db<Client>, id: string, input: RoomInput): Promise<RoomWithLocation> {
  const before = await db.tx((tx) => requireRoom(tx, id));
  if (before.locationId !== input.locationId) await assertLocationKnown(db, input.locationId);
  return db.tx(async (tx) => {
    await requireRoom(tx, id);
    const room = await updateRoomRow(tx, id, {
      name: input.name,
      locationId: input.locationId,
      capacity: input.capacity ?? null,
      description: input.description ?? null,
      active: input.active,
    });
    await publishRoomUpdated(tx, room);
    return (await withLocationNames(tx, [room]))[0]!;
  });
}
