import type { BlockingRule } from './room-availability.ts';
import { ABSENCE, overlaps, ruleTouches, type Span, type TrainerRule } from './trainer-availability.ts';

export type ConflictType = 'roomDoubleBooked' | 'roomBlocked' | 'trainerDoubleBooked' | 'trainerAbsent' | 'overCapacity' | 'roomTooSmall';

export interface Conflict {
  type: ConflictType;
  appointmentId: string | null;
  trainerId: string | null;
}

export interface Slot extends Span {
  id: string;
  roomId: string | null;
  isCancelled: boolean;
  maxAttendees: number;
  bookedCount: number;
  trainerIds: readonly string[];
}

export interface ConflictWorld {
  /** Every appointment that may collide with the checked ones (cancelled ones are ignored). */
  appointments: readonly Slot[];
  roomCapacities: ReadonlyMap<string, number | null>;
  blockings: readonly (BlockingRule & { roomId: string })[];
  trainerRules: readonly TrainerRule[];
}

const conflict = (type: ConflictType, appointmentId: string | null = null, trainerId: string | null = null): Conflict => ({
  type,
  appointmentId,
  trainerId,
});

/** The conflicts of one uncancelled appointment (spec section 7 GetWithConflicts); a cancelled one has none. */
export function conflictsOf(slot: Slot, world: ConflictWorld): Conflict[] {
  if (slot.isCancelled) return [];
  const others = world.appointments.filter((o) => o.id !== slot.id && !o.isCancelled && overlaps(o, slot));
  const found: Conflict[] = [];
  if (slot.roomId) {
    for (const o of others) if (o.roomId === slot.roomId) found.push(conflict('roomDoubleBooked', o.id));
    if (world.blockings.some((b) => b.roomId === slot.roomId && ruleTouches(b, slot))) found.push(conflict('roomBlocked'));
    const capacity = world.roomCapacities.get(slot.roomId);
    if (capacity != null && slot.maxAttendees > capacity) found.push(conflict('roomTooSmall'));
  }
  for (const trainerId of slot.trainerIds) {
    for (const o of others) if (o.trainerIds.includes(trainerId)) found.push(conflict('trainerDoubleBooked', o.id, trainerId));
    const absent = world.trainerRules.some((r) => r.trainerId === trainerId && r.type === ABSENCE && ruleTouches(r, slot));
    if (absent) found.push(conflict('trainerAbsent', null, trainerId));
  }
  if (slot.bookedCount > slot.maxAttendees) found.push(conflict('overCapacity'));
  return found;
}
