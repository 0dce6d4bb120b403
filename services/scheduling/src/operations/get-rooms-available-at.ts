import type { Db } from '@takt/kit';
import { blocksAt, spanHolds } from '../domain/room-availability.ts';
import type { Client } from '../store/client.ts';
import { blockingRule, blockingsOf, roomAppointmentsOn } from '../store/room-blockings.ts';
import { activeRooms } from '../store/rooms.ts';

/** The active rooms (of one location) and whether each is free at a local moment: not blocked, no appointment. */
export function getRoomsAvailableAt(db: Db<Client>, availableAt: string, locationId?: string) {
  const [date, time] = availableAt.split('T') as [string, string];
  return db.tx(async (tx) => {
    const rooms = await activeRooms(tx, locationId);
    const ids = rooms.map((r) => r.id);
    const blockings = await blockingsOf(tx, ids);
    const appointments = await roomAppointmentsOn(tx, ids, date);
    const taken = new Set([
      ...blockings.filter((b) => blocksAt(blockingRule(b), date, time)).map((b) => b.roomId),
      ...appointments.filter((a) => spanHolds(a, time)).map((a) => a.roomId),
    ]);
    return rooms.map((r) => ({ id: r.id, name: r.name, locationId: r.locationId, capacity: r.capacity, isAvailable: !taken.has(r.id) }));
  });
}
