import { dtoOf, type Router } from '@takt/kit';
import { RoomPresence, bookingContracts as c } from '@takt/proto';
import { enterRoom } from '../operations/enter-room.ts';
import { getRoomPresence } from '../operations/get-room-presence.ts';
import { attendeeWhere, locationWhere } from '../operations/room-presence-steps.ts';
import { updateRoomPresence } from '../operations/update-room-presence.ts';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import type { RoomPresence as RoomPresenceModel } from '../store/generated/client.ts';
import { withRoomDetails } from '../store/room-presences.ts';

const toDto = dtoOf(RoomPresence);
const list = {
  model: (tx: Parameters<typeof withRoomDetails>[0]) => tx.roomPresence,
  enrich: (tx: Parameters<typeof withRoomDetails>[0], rows: RoomPresenceModel[]) => withRoomDetails(tx, rows),
  map: toDto,
};

export function roomPresenceRoutes(r: Router<Client>, settings: BookingSettings): void {
  r.handle(c.getRoomPresence, async ({ params, db }) => toDto(await getRoomPresence(db, params.id)));
  r.handle(c.enterRoom, async ({ body, db }) => toDto(await enterRoom(db, settings.BOOKING_TIME_ZONE, body)));
  r.handle(c.updateRoomPresence, async ({ params, body, db }) => toDto(await updateRoomPresence(db, params.id, body)));
  r.list(c.listRoomPresences, list);
  r.list(c.listRoomPresencesByLocation, { ...list, where: ({ params }, tx) => locationWhere(tx, params.locationId) });
  r.list(c.listRoomPresencesByAttendee, { ...list, where: ({ params }, tx) => attendeeWhere(tx, params.attendeeId) });
}
