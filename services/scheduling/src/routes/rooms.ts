import { dtoOf, type Router } from '@takt/kit';
import { RoomBlocking as RoomBlockingDto, schedulingContracts as routes } from '@takt/proto';
import { asPublicCompany } from '../operations/as-public-company.ts';
import { checkRoomInUse } from '../operations/check-room-in-use.ts';
import { createRoomBlocking } from '../operations/create-room-blocking.ts';
import { createRoom } from '../operations/create-room.ts';
import { deleteRoomBlocking } from '../operations/delete-room-blocking.ts';
import { deleteRoom } from '../operations/delete-room.ts';
import { getRoomBlockings } from '../operations/get-room-blockings.ts';
import { getRoom } from '../operations/get-room.ts';
import { getRoomsAvailableAt } from '../operations/get-rooms-available-at.ts';
import { updateRoomBlocking } from '../operations/update-room-blocking.ts';
import { updateRoom } from '../operations/update-room.ts';
import type { Client } from '../store/client.ts';
import type { Room } from '../store/generated/client.ts';
import { toPublicRoomDto, toRoomDto, withLocationNames } from '../store/rooms.ts';

const toBlockingDto = dtoOf(RoomBlockingDto);

export function roomRoutes(r: Router<Client>): void {
  r.handle(routes.createRoom, ({ body, db }) => createRoom(db, body));
  r.handle(routes.updateRoom, async ({ params, body, db }) => toRoomDto(await updateRoom(db, params.id, body)));
  r.handle(routes.deleteRoom, ({ params, db }) => deleteRoom(db, params.id));
  r.handle(routes.checkRoomInUse, ({ params, db }) => checkRoomInUse(db, params.id));
  r.handle(routes.getRoomsAvailableAt, ({ query, db }) => getRoomsAvailableAt(db, query.availableAt, query.locationId));
  r.handle(routes.getRoom, async ({ params, db }) => toRoomDto(await getRoom(db, params.id)));
  r.list(routes.listRooms, { model: (tx) => tx.room, enrich: (tx, rows: Room[]) => withLocationNames(tx, rows), map: toRoomDto });
  r.list(routes.listRoomsAnonymous, {
    run: ({ params, db }, work) => asPublicCompany(db, params.companyId, work),
    where: () => ({ active: true }),
    model: (tx) => tx.room,
    enrich: (tx, rows: Room[]) => withLocationNames(tx, rows),
    map: toPublicRoomDto,
  });

  r.handle(routes.getRoomBlockings, async ({ params, db }) => (await getRoomBlockings(db, params.id)).map(toBlockingDto));
  r.handle(routes.createRoomBlocking, ({ body, db }) => createRoomBlocking(db, body));
  r.handle(routes.updateRoomBlocking, async ({ params, body, db }) => toBlockingDto(await updateRoomBlocking(db, params.id, body)));
  r.handle(routes.deleteRoomBlocking, ({ params, db }) => deleteRoomBlocking(db, params.id));
}
