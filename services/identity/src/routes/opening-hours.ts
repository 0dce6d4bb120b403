import { randomUUID } from 'node:crypto';
import { notFound, validationFailed, type Router } from '@takt/kit';
import { identityOrganisationRoutes as routes } from '@takt/proto';
import { openingHoursProblems, openingHoursText } from '../domain/opening-hours.ts';
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
  r.handle(routes.getOpeningHours, async ({ params, db }) =>
    db.tx(async (tx) => {
      if (!(await tx.location.findFirst({ where: { id: params.id }, select: { id: true } }))) throw notFound('Location');
      return (await tx.locationOpeningHours.findMany({ where: { locationId: params.id }, orderBy: { position: 'asc' } })).map(toDto);
    }),
  );

  // Replaces the location's opening hours in the order given.
  r.handle(routes.addOpeningHours, async ({ body, db }) => {
    const problems = body.openingHours.flatMap((h, i) =>
      openingHoursProblems(h).map((p) => ({ ...p, field: `openingHours.${i}.${p.field}` })),
    );
    if (problems.length) throw validationFailed(problems);
    return db.tx(async (tx) => {
      if (!(await tx.location.findFirst({ where: { id: body.locationId }, select: { id: true } }))) throw notFound('Location');
      await tx.locationOpeningHours.deleteMany({ where: { locationId: body.locationId } });
      const closedOrTimes = (h: (typeof body.openingHours)[number]) =>
        h.closed ? { fromTime: null, tillTime: null } : { fromTime: h.fromTime, tillTime: h.tillTime };
      await tx.locationOpeningHours.createMany({
        data: body.openingHours.map((h, position) => ({
          id: randomUUID(),
          locationId: body.locationId,
          position,
          fromWeekDay: h.fromWeekDay,
          tillWeekDay: h.tillWeekDay ?? null,
          closed: h.closed,
          ...closedOrTimes(h),
        })),
      });
      return (await tx.locationOpeningHours.findMany({ where: { locationId: body.locationId }, orderBy: { position: 'asc' } })).map(toDto);
    });
  });
}
