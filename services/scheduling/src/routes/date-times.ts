import type { Router } from '@takt/kit';
import { schedulingRoutes } from '@takt/proto';
import { createDateTime } from '../operations/create-date-time.ts';
import type { Client } from '../store/client.ts';

export function dateTimeRoutes(r: Router<Client>): void {
  r.handle(schedulingRoutes.createDateTime, ({ body, db }) => createDateTime(db, body));
}
