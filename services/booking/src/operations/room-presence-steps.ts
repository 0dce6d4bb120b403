import { fail, knownSoon, notFound, validationFailed, type Db, type TxClient } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { findAttendee } from '../store/attendances.ts';
import { locationKnown } from '../store/location-view.ts';
import { findRoom } from '../store/room-view.ts';

type Tx = TxClient<Client>;

/**
 * Scheduling owns rooms: only one the company has (the read model may lag a moment). A room in
 * the body is a field error like a location (decisions 0023, 0052), another company's as well.
 */
export async function assertRoomKnown(db: Db<Client>, roomId: string): Promise<void> {
  if (!(await knownSoon(async () => (await db.tx((tx) => findRoom(tx, roomId))) !== null))) {
    throw validationFailed([{ field: 'roomId', message: 'unknown room' }]);
  }
}

/** The room someone present may enter: one of the visit's location, in use. */
export async function roomForVisit(tx: Tx, roomId: string, visit: { locationId: string; dateLeave: Date | null }) {
  if (visit.dateLeave) throw fail(ErrorCode.NotPresent, 'The visit has ended');
  const room = await findRoom(tx, roomId);
  if (!room) throw validationFailed([{ field: 'roomId', message: 'unknown room' }]);
  if (room.locationId !== visit.locationId) throw validationFailed([{ field: 'roomId', message: "not a room of the visit's location" }]);
  if (!room.active) throw validationFailed([{ field: 'roomId', message: 'the room is not in use' }]);
  return room;
}

/** The condition of a list per location; another company's location answers 404. */
export async function locationWhere(tx: Tx, locationId: string) {
  if (!(await locationKnown(tx, locationId))) throw notFound('Location');
  return { locationId };
}

/** The condition of a list per member; another company's member answers 404. */
export async function attendeeWhere(tx: Tx, attendeeId: string) {
  if (!(await findAttendee(tx, attendeeId))) throw notFound('Attendee');
  return { attendeeId };
}
