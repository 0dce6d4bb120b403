import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

export interface CostPositionFacts {
  positionId: string;
  attendeeId: string;
  costId: string;
  date: string;
  canceled: boolean;
}

/** A single-cost position as billing announced it; the newer event (by occurredAt) wins. */
export async function upsertCostPositionFact(tx: TxClient<Client>, p: CostPositionFacts, occurredAt: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO cost_position_fact (position_id, attendee_id, cost_id, date, canceled, occurred_at)
    VALUES (${p.positionId}::uuid, ${p.attendeeId}::uuid, ${p.costId}::uuid, ${p.date}::date, ${p.canceled}, ${occurredAt}::timestamptz)
    ON CONFLICT (position_id) DO UPDATE SET
      attendee_id = EXCLUDED.attendee_id, cost_id = EXCLUDED.cost_id, date = EXCLUDED.date, canceled = EXCLUDED.canceled,
      occurred_at = EXCLUDED.occurred_at
    WHERE cost_position_fact.occurred_at <= EXCLUDED.occurred_at`;
}
