import { isBuried, type TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { upsertCostPositionFact } from '../store/cost-position-facts.ts';

interface PositionFacts {
  positionId: string;
  attendeeId: string;
  sourceCostId?: string | null;
  date?: string;
  canceled?: boolean;
}

/**
 * A billing position added or changed: kept when it was added from a catalogue cost (the
 * SingleCost criterion, decision 0068). Other positions, and older events without the cost or
 * the date, are not single costs statistics can place. Billing's events are not ordered with
 * membership's erasure, which takes an erased member's single costs away: one of theirs handled
 * after it (kit's tombstone, decision 0077) is not written back.
 */
export async function recordCostPosition(tx: TxClient<Client>, p: PositionFacts, occurredAt: string): Promise<void> {
  if (!p.sourceCostId || !p.date || (await isBuried(tx, 'attendee', p.attendeeId))) return;
  const facts = { positionId: p.positionId, attendeeId: p.attendeeId, costId: p.sourceCostId, date: p.date, canceled: p.canceled ?? false };
  await upsertCostPositionFact(tx, facts, occurredAt);
}
