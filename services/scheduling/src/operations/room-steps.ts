import { knownSoon, notFound, validationFailed, type Db, type TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { locationKnown } from '../store/location-view.ts';
import { findRoom, roomKnown } from '../store/rooms.ts';
import type { Room } from '../store/generated/client.ts';

/** Identity owns locations: only one the company has (in the read model, which may lag a moment). */
export async function assertLocationKnown(db: Db<Client>, locationId: string): Promise<void> {
  if (!(await knownSoon(() => db.tx((tx) => locationKnown(tx, locationId))))) {
    throw validationFailed([{ field: 'locationId', message: 'unknown location' }]);
  }
}

/** A room reference in a date-time or appointment must be one of the caller's company's rooms. */
export async function assertRoomKnown(tx: TxClient<Client>, roomId: string | null | undefined): Promise<void> {
  if (roomId && !(await roomKnown(tx, roomId))) throw validationFailed([{ field: 'roomId', message: 'unknown room' }]);
}

export async function requireRoom(tx: TxClient<Client>, id: string): Promise<Room> {
  const room = await findRoom(tx, id);
  if (!room) throw notFound('Room');
  return room;
}
