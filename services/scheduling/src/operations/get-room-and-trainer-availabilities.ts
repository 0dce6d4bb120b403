import { notFound, type Db } from '@takt/kit';
import { conflictsOf } from '../domain/conflicts.ts';
import { overlaps, trainerReasons } from '../domain/trainer-availability.ts';
import type { Client } from '../store/client.ts';
import { appointmentsByIds, slotsOf } from '../store/conflict-world.ts';
import { trainerNames } from '../store/trainer-view.ts';
import { loadWorld } from './conflict-steps.ts';

const ROOM_TAKEN = new Set(['roomDoubleBooked', 'roomBlocked']);

/**
 * Spec GetRoomAndTrainerAvailabilities: per appointment, whether its room is free (no blocking,
 * no other appointment) and each trainer available (not absent, not teaching elsewhere, inside an
 * availability when they have any). Ids the company does not have are left out.
 */
export function getRoomAndTrainerAvailabilities(db: Db<Client>, appointmentIds: readonly string[]) {
  return db.tx(async (tx) => {
    const slots = await slotsOf(tx, await appointmentsByIds(tx, appointmentIds));
    const world = await loadWorld(tx, slots);
    const names = await trainerNames(
      tx,
      slots.flatMap((s) => s.trainerIds),
    );
    return slots.map((slot) => ({
      appointmentId: slot.id,
      roomId: slot.roomId,
      roomIsAvailable: slot.roomId ? !conflictsOf({ ...slot, isCancelled: false }, world).some((c) => ROOM_TAKEN.has(c.type)) : null,
      trainers: slot.trainerIds.map((trainerId) => {
        const busy = world.appointments.filter((o) => o.id !== slot.id && o.trainerIds.includes(trainerId) && overlaps(o, slot));
        const reasons = trainerReasons(
          slot,
          world.trainerRules.filter((r) => r.trainerId === trainerId),
          busy,
        );
        return { trainerId, trainerFullName: names.get(trainerId) ?? '', isAvailable: reasons.length === 0, reasons };
      }),
    }));
  });
}

export async function getOneRoomAndTrainerAvailability(db: Db<Client>, appointmentId: string) {
  const [one] = await getRoomAndTrainerAvailabilities(db, [appointmentId]);
  if (!one) throw notFound('Appointment');
  return one;
}
