import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { Presence, RoomPresence } from './generated/client.ts';
import { attendeeNames } from './attendee-names.ts';
import { roomNames } from './room-view.ts';

type Tx = TxClient<Client>;

export const findRoomPresence = (tx: Tx, id: string) => tx.roomPresence.findUnique({ where: { id } });

export const findOpenStay = (tx: Tx, presenceId: string) => tx.roomPresence.findFirst({ where: { presenceId, timeLeave: null } });

/** Ends the open stay of these visits (leaving the location leaves its room too). */
export async function leaveRoomsOf(tx: Tx, presenceIds: string[], at: Date): Promise<void> {
  await tx.roomPresence.updateMany({ where: { presenceId: { in: presenceIds }, timeLeave: null }, data: { timeLeave: at } });
}

export const openStay = (tx: Tx, visit: Presence, roomId: string, day: Date, status: number) =>
  tx.roomPresence.create({
    data: {
      id: randomUUID(),
      presenceId: visit.id,
      roomId,
      locationId: visit.locationId,
      attendeeId: visit.attendeeId,
      applicationUserId: visit.applicationUserId,
      date: day,
      status,
    },
  });

export const updateStay = (tx: Tx, id: string, data: { status?: number; timeLeave?: Date }) =>
  tx.roomPresence.update({ where: { id }, data });

export type RoomPresenceRow = RoomPresence & { roomName: string | null; locationName: string | null; fullName: string | null };

/** Stays with the room's, the location's and the member's names. */
export async function withRoomDetails(tx: Tx, rows: RoomPresence[]): Promise<RoomPresenceRow[]> {
  const [rooms, places, names] = await Promise.all([
    roomNames(tx, [...new Set(rows.map((r) => r.roomId))]),
    tx.locationView.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.locationId))] } } }),
    attendeeNames(tx, [...new Set(rows.flatMap((r) => r.attendeeId ?? []))]),
  ]);
  return rows.map((r) => ({
    ...r,
    roomName: rooms.get(r.roomId) ?? null,
    locationName: places.find((l) => l.id === r.locationId)?.name ?? null,
    fullName: r.attendeeId ? (names.get(r.attendeeId) ?? null) : null,
    // A row just updated in this transaction carries the generated column as it was before.
    isOnline: r.timeLeave === null,
  }));
}
