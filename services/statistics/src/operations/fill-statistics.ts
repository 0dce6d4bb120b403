import type { Db } from '@takt/kit';
import type { StatisticsRequest, StatisticsResult } from '@takt/proto';
import { aggregateStatistics, neededFacts } from '../domain/aggregate-statistics.ts';
import { attendeeFacts, confirmedAttendances } from '../store/attendance-facts.ts';
import type { Client } from '../store/client.ts';
import { namesByKey } from '../store/dimension-names.ts';

export async function fillStatistics(db: Db<Client>, q: StatisticsRequest): Promise<StatisticsResult[]> {
  const needed = neededFacts(q);
  const facts = await db.tx(async (tx) => ({
    rows: await confirmedAttendances(tx, q.startDate, q.endDate, needed),
    attendees: needed.attendee
      ? await attendeeFacts(tx, { characteristics: needed.characteristics, singleCostsOf: needed.singleCosts ? q : null })
      : new Map(),
    names: await namesByKey(tx),
  }));
  return aggregateStatistics(q, facts);
}
