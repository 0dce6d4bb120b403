import { consumersOf } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import { recordRoom, recordRoomDeleted } from '../operations/record-room.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const roomConsumers = () => [
  on(SchedulingEvents.RoomCreated, (tx, p, envelope) => recordRoom(tx, p, envelope.occurredAt)),
  on(SchedulingEvents.RoomUpdated, (tx, p, envelope) => recordRoom(tx, p, envelope.occurredAt)),
  on(SchedulingEvents.RoomDeleted, (tx, p) => recordRoomDeleted(tx, p.roomId)),
];
