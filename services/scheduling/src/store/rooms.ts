import { dtoOf, type TxClient } from '@takt/kit';
import { PublicRoom, Room as RoomDto } from '@takt/proto';
import type { Client } from './client.ts';
import type { Room } from './generated/client.ts';

type Tx = TxClient<Client>;
type RoomColumns = Omit<Room, 'companyId' | 'createdDate'>;
export type RoomWithLocation = Room & { locationName: string };

export const insertRoom = (tx: Tx, data: RoomColumns): Promise<Room> => tx.room.create({ data });
export const findRoom = (tx: Tx, id: string): Promise<Room | null> => tx.room.findFirst({ where: { id } });
export const updateRoomRow = (tx: Tx, id: string, data: Omit<RoomColumns, 'id'>): Promise<Room> => tx.room.update({ where: { id }, data });
/** Its blockings go with it (foreign key cascades). */
export const deleteRoomRow = async (tx: Tx, id: string): Promise<void> => {
  await tx.room.delete({ where: { id } });
};

/** Whether the tenant of `tx` has this room (row-level security hides other companies' rooms). */
/** Every company's rooms (system mode: the backfill). */
export const everyRoom = (tx: Tx): Promise<Room[]> => tx.room.findMany({ orderBy: [{ companyId: 'asc' }, { id: 'asc' }] });
export const roomKnown = async (tx: Tx, id: string): Promise<boolean> => (await findRoom(tx, id)) !== null;

/** How many date-times and uncancelled appointments take place in the room. */
export async function roomUse(tx: Tx, id: string): Promise<{ dateTimes: number; appointments: number }> {
  const [dateTimes, appointments] = await Promise.all([
    tx.courseDateTime.count({ where: { roomId: id } }),
    tx.appointment.count({ where: { roomId: id, isCancelled: false } }),
  ]);
  return { dateTimes, appointments };
}

export const activeRooms = (tx: Tx, locationId?: string): Promise<Room[]> =>
  tx.room.findMany({ where: { active: true, ...(locationId ? { locationId } : {}) }, orderBy: { name: 'asc' } });

/** The rooms with the names of their locations as identity announced them. */
export async function withLocationNames(tx: Tx, rows: Room[]): Promise<RoomWithLocation[]> {
  const ids = [...new Set(rows.map((r) => r.locationId))];
  const views = await tx.locationView.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const names = new Map(views.map((v) => [v.id, v.name]));
  return rows.map((r) => ({ ...r, locationName: names.get(r.locationId) ?? '' }));
}

export const toRoomDto = dtoOf(RoomDto);
export const toPublicRoomDto = dtoOf(PublicRoom);
