import type { Router } from '@takt/kit';
import { statisticsRoutes } from '@takt/proto';
import { aggregateStatistics } from '../domain/aggregate-statistics.ts';
import { confirmedAttendances } from '../store/attendance-facts.ts';
import type { Client } from '../store/client.ts';

export function statisticsRoutesOf(r: Router<Client>): void {
  r.handle(statisticsRoutes.fill, async ({ body, db }) => {
    const rows = await db.tx((tx) => confirmedAttendances(tx, body.startDate, body.endDate));
    return aggregateStatistics(body.type, rows);
  });
}
