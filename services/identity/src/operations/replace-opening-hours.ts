import { randomUUID } from 'node:crypto';
import { notFound, validationFailed, type Db } from '@takt/kit';
import type { BodyOf, identityOrganisationRoutes } from '@takt/proto';
import { openingHoursProblems } from '../domain/opening-hours.ts';
import type { Client } from '../store/client.ts';
import type { LocationOpeningHours } from '../store/generated/client.ts';
import { openingHoursOf } from '../store/opening-hours.ts';

type Body = BodyOf<typeof identityOrganisationRoutes.addOpeningHours>;

/** Replaces the location's opening hours in the order given. */
export function replaceOpeningHours(db: Db<Client>, body: Body): Promise<LocationOpeningHours[]> {
  const problems = body.openingHours.flatMap((h, i) =>
    openingHoursProblems(h).map((p) => ({ ...p, field: `openingHours.${i}.${p.field}` })),
  );
  if (problems.length) throw validationFailed(problems);
  return db.tx(async (tx) => {
    if (!(await tx.location.findFirst({ where: { id: body.locationId }, select: { id: true } }))) throw notFound('Location');
    await tx.locationOpeningHours.deleteMany({ where: { locationId: body.locationId } });
    const closedOrTimes = (h: Body['openingHours'][number]) =>
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
    return openingHoursOf(tx, body.locationId);
  });
}
