import type { TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import { deleteAvailabilityFact, upsertAvailabilityFact } from '../store/availability-facts.ts';
import type { Client } from '../store/client.ts';

type Change =
  { kind: 'saved'; facts: PayloadOf<typeof SchedulingEvents.TrainerAvailabilitySaved> } | { kind: 'deleted'; availabilityId: string };

/** A trainer's availability or absence saved or deleted in scheduling (decision 0067); idempotent. */
export async function recordAvailabilityFact(tx: TxClient<Client>, change: Change, occurredAt: string): Promise<void> {
  if (change.kind === 'saved') await upsertAvailabilityFact(tx, change.facts, occurredAt);
  else await deleteAvailabilityFact(tx, change.availabilityId, occurredAt);
}
