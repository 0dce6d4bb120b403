import type { TxClient } from '@takt/kit';
import type { ConflictWorld, Slot } from '../domain/conflicts.ts';
import type { Client } from '../store/client.ts';
import { availabilitiesOf, availabilityRule } from '../store/availabilities.ts';
import { roomsByIds, slotsOf, uncancelledOn } from '../store/conflict-world.ts';
import { blockingRule, blockingsOf } from '../store/room-blockings.ts';

// Steps shared by GetWithConflicts and GetRoomAndTrainerAvailabilities.

export type LoadedWorld = ConflictWorld & { rooms: Awaited<ReturnType<typeof roomsByIds>> };

/** Everything the conflict rules need about the checked appointments: same-day appointments, rooms, blockings, trainer rules. */
export async function loadWorld(tx: TxClient<Client>, checked: readonly Slot[]): Promise<LoadedWorld> {
  const appointments = await slotsOf(
    tx,
    await uncancelledOn(
      tx,
      checked.map((s) => s.date),
    ),
  );
  const rooms = await roomsByIds(
    tx,
    checked.map((s) => s.roomId),
  );
  const blockings = (
    await blockingsOf(
      tx,
      rooms.map((r) => r.id),
    )
  ).map((b) => ({ ...blockingRule(b), roomId: b.roomId }));
  const trainerRules = (await availabilitiesOf(tx, [...new Set(checked.flatMap((s) => s.trainerIds))])).map(availabilityRule);
  return { appointments, rooms, roomCapacities: new Map(rooms.map((r) => [r.id, r.capacity])), blockings, trainerRules };
}
