import type { Router } from '@takt/kit';
import { schedulingContracts as routes } from '@takt/proto';
import { getCalendar, getPublicCalendar } from '../operations/get-calendar.ts';
import type { Client } from '../store/client.ts';

export function calendarRoutes(r: Router<Client>): void {
  r.handle(routes.getCalendar, ({ params, query, db, cache, user }) => getCalendar(db, cache, user, params, query));
  r.handle(routes.getCalendarAnonymous, ({ params, query, db, cache }) => getPublicCalendar(db, cache, params.companyId, params, query));
}
