import { isUniqueViolation, validationFailed, type Db, type TxClient } from '@takt/kit';
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

type EnterInput = Pick<EnterPresenceBody, 'attendeeId' | 'applicationUserId' | 'locationId' | 'attendanceIds'> & { text?: string | null };

/**
 * Someone enters a location, in the caller's transaction. Present there already: the open visit
 * stays (its attendances are added); present elsewhere: that visit is closed first, as one cannot
 * be in two places.
 */
export async function enterVisit(tx: TxClient<Client>, user: UserCaller, body: EnterInput): Promise<PresenceRow> {
  const visitor = await visitorOf(tx, user, body);
  if (body.attendanceIds.length > 0) {
    const own = visitor.attendeeId ? await countOwnAttendances(tx, visitor.attendeeId, body.attendanceIds) : 0;
    if (own !== new Set(body.attendanceIds).size)
      throw validationFailed([{ field: 'attendanceIds', message: "not this attendee's attendances" }]);
  }
  const open = await findOpenVisit(tx, visitor);
  if (open && open.locationId !== body.locationId) await closeVisit(tx, open.id);
  const visit = open?.locationId === body.locationId ? open : await openVisit(tx, visitor, body.locationId, body.text ?? null);
  await linkAttendances(tx, visit.id, body.attendanceIds);
  return (await withPresenceDetails(tx, [visit]))[0]!;
}

/**
 * Runs `work` once more when a concurrent entry of the same person won the one-open-visit index:
 * the second run finds that visit open and keeps it.
 */
export async function onceMoreOnOpenVisitRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isUniqueViolation(err, 'presence_open_attendee') && !isUniqueViolation(err, 'presence_open_user')) throw err;
    return work();
  }
}

export async function enterPresence(db: Db<Client>, user: UserCaller, body: EnterInput): Promise<PresenceRow> {
  await assertLocationKnown(db, body.locationId);
  return onceMoreOnOpenVisitRace(() => db.tx((tx) => enterVisit(tx, user, body)));
}
