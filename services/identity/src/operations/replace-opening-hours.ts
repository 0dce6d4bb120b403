import { notFound, validationFailed, type Db } from '@takt/kit';
import type { BodyOf, identityOrganisationContracts } from '@takt/proto';
import { openingHoursProblems } from '../domain/opening-hours.ts';
import type { Client } from '../store/client.ts';
import { locationExists } from '../store/locations.ts';
import type { LocationOpeningHours } from '../store/generated/client.ts';
import { openingHoursOf, replaceOpeningHoursRows } from '../store/opening-hours.ts';

type Body = BodyOf<typeof identityOrganisationContracts.addOpeningHours>;

/** Replaces the location's opening hours in the order given. */
export function replaceOpeningHours(db: Db<Client>, body: Body): Promise<LocationOpeningHours[]> {
  const problems = body.openingHours.flatMap((h, i) =>
    openingHoursProblems(h).map((p) => ({ ...p, field: `openingHours.${i}.${p.field}` })),
  );
  if (problems.length) throw validationFailed(problems);
  return db.tx(async (tx) => {
    if (!(await locationExists(tx, body.locationId))) throw notFound('Location');
    const closedOrTimes = (h: Body['openingHours'][number]) =>
      h.closed ? { fromTime: null, tillTime: null } : { fromTime: h.fromTime ?? null, tillTime: h.tillTime ?? null };
    await replaceOpeningHoursRows(
      tx,
      body.locationId,
      body.openingHours.map((h) => ({
        fromWeekDay: h.fromWeekDay,
        tillWeekDay: h.tillWeekDay ?? null,
        closed: h.closed,
        ...closedOrTimes(h),
      })),
    );
    return openingHoursOf(tx, body.locationId);
  });
}
