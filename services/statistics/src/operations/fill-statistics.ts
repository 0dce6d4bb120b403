import type { Db } from '@takt/kit';
import type { StatisticsResult, StatisticsType } from '@takt/proto';
import { aggregateStatistics } from '../domain/aggregate-statistics.ts';
import { confirmedAttendances } from '../store/attendance-facts.ts';
import type { Client } from '../store/client.ts';

export async function fillStatistics(
  db: Db<Client>,
  q: { type: StatisticsType; startDate: string; endDate: string },
): Promise<StatisticsResult[]> {
  const rows = await db.tx((tx) => confirmedAttendances(tx, q.startDate, q.endDate));
  return aggregateStatistics(q.type, rows);
}
