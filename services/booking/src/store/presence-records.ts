import type { TxClient } from '@takt/kit';
import { PRESENCE_GET_ALL_LIMIT, type PresenceFilterQuery } from '@takt/proto';
import type { Client } from './client.ts';
import type { Prisma } from './generated/client.ts';
import { taughtBy } from './course-departments.ts';
import { whoWhere, type Visitor } from './presences.ts';

type Tx = TxClient<Client>;

// Visits as staff record, correct and remove them (beside Enter and Leave, which follow the door).

export interface VisitFacts {
  locationId: string;
  dateEnter: Date;
  dateLeave: Date | null;
  text: string | null;
}

/** Another visit of the same person during [enter, leave) — one cannot be in two places (decision 0030). */
export const overlappingVisit = (tx: Tx, v: Pick<Visitor, 'attendeeId' | 'applicationUserId'>, t: VisitFacts, exceptId?: string) =>
  tx.presence.findFirst({
    where: {
      ...whoWhere(v),
      ...(exceptId ? { id: { not: exceptId } } : {}),
      ...(t.dateLeave ? { dateEnter: { lt: t.dateLeave } } : {}),
      OR: [{ dateLeave: null }, { dateLeave: { gt: t.dateEnter } }],
    },
  });

export const createVisit = (tx: Tx, id: string, v: Visitor, t: VisitFacts) => tx.presence.create({ data: { id, ...v, ...t } });

export const updateVisit = (tx: Tx, id: string, t: VisitFacts) => tx.presence.update({ where: { id }, data: t });

export const deleteVisit = (tx: Tx, id: string) => tx.presence.delete({ where: { id } });

export const countStaysOf = (tx: Tx, presenceId: string) => tx.roomPresence.count({ where: { presenceId } });

/** Ends a visit's open stay in a room when the visit ends; never before the stay began. */
export async function endStayOf(tx: Tx, presenceId: string, at: Date): Promise<void> {
  await tx.$executeRaw`
    UPDATE room_presence SET time_leave = greatest(time_enter, ${at}::timestamptz)
    WHERE presence_id = ${presenceId}::uuid AND time_leave IS NULL`;
}

const filterOf = (q: PresenceFilterQuery): Prisma.PresenceWhereInput => ({
  ...(q.locationId ? { locationId: q.locationId } : {}),
  ...(q.attendeeId ? { attendeeId: q.attendeeId } : {}),
  ...(q.applicationUserId ? { applicationUserId: q.applicationUserId } : {}),
  ...(q.role ? { role: q.role } : {}),
  ...(q.isOnline === undefined ? {} : { dateLeave: q.isOnline ? null : { not: null } }),
  ...(q.from || q.till
    ? { dateEnter: { ...(q.from ? { gte: new Date(q.from) } : {}), ...(q.till ? { lte: new Date(q.till) } : {}) } }
    : {}),
});

/** The spec's order (section 9): who is in first, then the newest. */
export const findVisits = (tx: Tx, q: PresenceFilterQuery) =>
  tx.presence.findMany({
    where: filterOf(q),
    orderBy: [{ isOnline: 'desc' }, { dateEnter: 'desc' }, { id: 'asc' }],
    take: PRESENCE_GET_ALL_LIMIT,
  });

/** The condition "a visit for a booking on an appointment the trainer teaches" of the trainer's presence list. */
export async function visitedForTrainer(tx: Tx, trainerId: string) {
  const booked = await tx.attendance.findMany({ where: await taughtBy(tx, trainerId), select: { id: true } });
  return { attendances: { some: { attendanceId: { in: booked.map((a) => a.id) } } } };
}
