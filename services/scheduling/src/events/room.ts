import { publishEvent } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import type { Room } from '../store/generated/client.ts';

const facts = (r: Room) => ({ roomId: r.id, name: r.name, locationId: r.locationId, capacity: r.capacity, active: r.active });

/** Records RoomCreated in the outbox of `tx`: other services learn which rooms a company has. */
export async function publishRoomCreated(tx: unknown, room: Room): Promise<void> {
  await publishEvent(tx, SchedulingEvents.RoomCreated, facts(room));
}

/** `companyId` names the room's company where no tenant is set (the backfill runs in system mode). */
export async function publishRoomUpdated(tx: unknown, room: Room, companyId?: string): Promise<void> {
  await publishEvent(tx, SchedulingEvents.RoomUpdated, facts(room), companyId);
}

export async function publishRoomDeleted(tx: unknown, roomId: string): Promise<void> {
  await publishEvent(tx, SchedulingEvents.RoomDeleted, { roomId });
}
