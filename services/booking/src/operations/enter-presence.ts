import { isUniqueViolation, validationFailed, type Db } from '@takt/kit';
import type { EnterPresenceBody, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import {
  closeVisit,
  countOwnAttendances,
  findOpenVisit,
  linkAttendances,
  openVisit,
  withPresenceDetails,
  type PresenceRow,
} from '../store/presences.ts';
import { assertLocationKnown, visitorOf } from './presence-steps.ts';

/**
 * Someone enters a location. Present there already: the open visit stays (its attendances are
 * added); present elsewhere: that visit is closed first, as one cannot be in two places. Two
 * entries at once meet the one-open-visit index, and the later one answers the visit that won.
 */
export async function enterPresence(db: Db<Client>, user: UserCaller, body: EnterPresenceBody): Promise<PresenceRow> {
  await assertLocationKnown(db, body.locationId);
  const enter = () =>
    db.tx(async (tx) => {
      const visitor = await visitorOf(tx, user, body);
      if (body.attendanceIds.length > 0) {
        const own = visitor.attendeeId ? await countOwnAttendances(tx, visitor.attendeeId, body.attendanceIds) : 0;
        if (own !== new Set(body.attendanceIds).size) {
          throw validationFailed([{ field: 'attendanceIds', message: "not this attendee's attendances" }]);
        }
      }
      const open = await findOpenVisit(tx, visitor);
      if (open && open.locationId !== body.locationId) await closeVisit(tx, open.id);
      const visit = open?.locationId === body.locationId ? open : await openVisit(tx, visitor, body.locationId, body.text ?? null);
      await linkAttendances(tx, visit.id, body.attendanceIds);
      return (await withPresenceDetails(tx, [visit]))[0]!;
    });
  try {
    return await enter();
  } catch (err) {
    if (!isUniqueViolation(err, 'presence_open_attendee') && !isUniqueViolation(err, 'presence_open_user')) throw err;
    return enter();
  }
}
