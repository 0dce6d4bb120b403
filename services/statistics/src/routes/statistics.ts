import type { Router } from '@takt/kit';
import { statisticsContracts } from '@takt/proto';
import { fillStatistics } from '../operations/fill-statistics.ts';
import type { Client } from '../store/client.ts';

export function statisticsRoutesOf(r: Router<Client>): void {
  r.handle(statisticsContracts.fill, ({ body, db }) => fillStatistics(db, body));
}
