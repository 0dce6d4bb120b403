import { fail, notFound, type Db } from '@takt/kit';
import { ErrorCode, type PresenceWho, type UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import {
  attendeesOfAttendances,
  closeOpenVisitsOf,
  closeVisit,
  findOpenVisit,
  latestVisit,
  withPresenceDetails,
  type PresenceRow,
} from '../store/presences.ts';
import { visitorOf } from './presence-steps.ts';

export function leavePresence(db: Db<Client>, user: UserCaller, who: PresenceWho): Promise<PresenceRow> {
  return db.tx(async (tx) => {
    const open = await findOpenVisit(tx, await visitorOf(tx, user, who));
    if (!open) throw fail(ErrorCode.NotPresent);
    return (await withPresenceDetails(tx, [await closeVisit(tx, open.id)]))[0]!;
  });
}

/** After a class: everyone booked on these attendances leaves; an unknown (or another company's) id answers 404, all or none. */
export function leaveByAttendances(db: Db<Client>, attendanceIds: string[]): Promise<{ left: number }> {
  return db.tx(async (tx) => {
    const attendees = await attendeesOfAttendances(tx, attendanceIds);
    if (!attendees) throw notFound('Attendance');
    return { left: await closeOpenVisitsOf(tx, attendees) };
  });
}

export function presenceLastState(db: Db<Client>, user: UserCaller, who: PresenceWho) {
  return db.tx(async (tx) => {
    const latest = await latestVisit(tx, await visitorOf(tx, user, who));
    const presence = latest ? (await withPresenceDetails(tx, [latest]))[0]! : null;
    return { isOnline: presence?.isOnline ?? false, presence };
  });
}
