import type { Router } from '@takt/kit';
import { schedulingContracts } from '@takt/proto';
import { createDateTime } from '../operations/create-date-time.ts';
import type { Client } from '../store/client.ts';

export function dateTimeRoutes(r: Router<Client>): void {
  r.handle(schedulingContracts.createDateTime, ({ body, db }) => createDateTime(db, body));
}
