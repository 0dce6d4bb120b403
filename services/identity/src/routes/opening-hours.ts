import type { Router } from '@takt/kit';
import { identityOrganisationContracts as routes } from '@takt/proto';
import { openingHoursText } from '../domain/opening-hours.ts';
import { getOpeningHours } from '../operations/get-opening-hours.ts';
import { replaceOpeningHours } from '../operations/replace-opening-hours.ts';
import type { Client } from '../store/client.ts';
import type { LocationOpeningHours } from '../store/generated/client.ts';

const toDto = (h: LocationOpeningHours) => ({
  id: h.id,
  locationId: h.locationId,
  fromWeekDay: h.fromWeekDay,
  tillWeekDay: h.tillWeekDay,
  closed: h.closed,
  fromTime: h.fromTime,
  tillTime: h.tillTime,
  textDe: openingHoursText(h, 'de'),
  textEn: openingHoursText(h, 'en'),
});

export function openingHoursRoutes(r: Router<Client>): void {
  r.handle(routes.getOpeningHours, async ({ params, db }) => (await getOpeningHours(db, params.id)).map(toDto));
  r.handle(routes.addOpeningHours, async ({ body, db }) => (await replaceOpeningHours(db, body)).map(toDto));
}
