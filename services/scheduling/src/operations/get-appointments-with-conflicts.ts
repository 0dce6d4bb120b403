import type { Db } from '@takt/kit';
import { conflictsOf } from '../domain/conflicts.ts';
import type { Client } from '../store/client.ts';
import { slotsOf, uncancelledFrom } from '../store/conflict-world.ts';
import { inDepartments, inLocations } from '../store/trainer-appointments.ts';
import { loadWorld } from './conflict-steps.ts';

/**
 * Spec GetWithConflicts: the uncancelled appointments from the caller's local now on (of one
 * location and of courses in one department when given) that have a conflict, each with its typed
 * reasons.
 */
export function getAppointmentsWithConflicts(db: Db<Client>, clientLocalDateTime: string, locationId?: string, departmentId?: string) {
  const [date, time] = [clientLocalDateTime.slice(0, 10), clientLocalDateTime.slice(11, 16)];
  return db.tx(async (tx) => {
    const located = locationId ? await inLocations(tx, [locationId]) : {};
    const inDepartment = departmentId ? await inDepartments(tx, [departmentId]) : {};
    const rows = await uncancelledFrom(tx, date, time, { AND: [located, inDepartment] });
    const slots = await slotsOf(tx, rows);
    const world = await loadWorld(tx, slots);
    const roomOf = new Map(world.rooms.map((r) => [r.id, r]));
    return rows.flatMap((a, i) => {
      const conflicts = conflictsOf(slots[i]!, world);
      if (conflicts.length === 0) return [];
      const room = a.roomId ? roomOf.get(a.roomId) : undefined;
      return [{ ...a, ...slots[i]!, roomName: room?.name ?? null, locationId: room?.locationId ?? null, conflicts }];
    });
  });
}
