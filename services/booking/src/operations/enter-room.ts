import { isUniqueViolation, localDate, notFound, toDbDate, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findVisit } from '../store/presence-attendances.ts';
import { findOpenStay, leaveRoomsOf, openStay, withRoomDetails, type RoomPresenceRow } from '../store/room-presences.ts';
import { assertRoomKnown, roomForVisit } from './room-presence-steps.ts';

interface EnterRoomInput {
  presenceId: string;
  roomId: string;
  status: number;
}

/**
 * Someone present enters a room of their visit's location. In that room already: the stay
 * stays; in another room: that stay ends first, as one is in one room at a time. `day` is the
 * studio's calendar day in its zone.
 */
export async function enterRoom(db: Db<Client>, timeZone: string, input: EnterRoomInput): Promise<RoomPresenceRow> {
  const visitKnown = await db.tx((tx) => findVisit(tx, input.presenceId));
  if (!visitKnown) throw notFound('Presence');
  await assertRoomKnown(db, input.roomId);
  const work = () =>
    db.tx(async (tx) => {
      const visit = (await findVisit(tx, input.presenceId))!;
      await roomForVisit(tx, input.roomId, visit);
      const open = await findOpenStay(tx, visit.id);
      if (open?.roomId === input.roomId) return (await withRoomDetails(tx, [open]))[0]!;
      await leaveRoomsOf(tx, [visit.id], new Date());
      const stay = await openStay(tx, visit, input.roomId, toDbDate(localDate(new Date(), timeZone)), input.status);
      return (await withRoomDetails(tx, [stay]))[0]!;
    });
  try {
    return await work();
  } catch (err) {
    // A concurrent entry of the same visit won the one-open-stay index: the second run finds it.
    if (!isUniqueViolation(err, 'room_presence_open')) throw err;
    return work();
  }
}
