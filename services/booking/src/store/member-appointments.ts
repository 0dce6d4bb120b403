import { fromDbDate, toDbDate, type TxClient } from '@takt/kit';
import { AttendanceStatus } from '@takt/proto';
import { isLateCancellation } from '../domain/appointment-time.ts';
import { attendeeAccess, attendeePrice } from '../domain/attendee-access.ts';
import { lastBookableDate } from '../domain/booking-window.ts';
import type { Client } from './client.ts';
import { bookingInAdvanceDays } from './company-settings-view.ts';
import { openOfferDeadlines } from './waiting-offers.ts';
import type { AppointmentView, Prisma } from './generated/client.ts';

type Tx = TxClient<Client>;

const live = { not: AttendanceStatus.Canceled };

/** The attendee record of a member's login (booking's copy); null for a login that is no member. */
const memberAttendee = (tx: Tx, applicationUserId: string) =>
  tx.attendeeView.findFirst({ where: { applicationUserId }, orderBy: { id: 'asc' } });

/** Which appointments a member's list holds: their coming bookings, or what lies within their booking window. */
export async function memberAppointmentsWhere(
  tx: Tx,
  applicationUserId: string,
  booked: boolean,
  today: string,
): Promise<Prisma.AppointmentViewWhereInput> {
  const attendee = await memberAttendee(tx, applicationUserId);
  if (!attendee) return { id: { in: [] } };
  if (booked) {
    const mine = await tx.attendance.findMany({ where: { attendeeId: attendee.id, status: live }, select: { appointmentId: true } });
    return { id: { in: mine.map((a) => a.appointmentId) }, date: { gte: toDbDate(today) } };
  }
  const last = lastBookableDate(today, await bookingInAdvanceDays(tx));
  return { isCancelled: false, date: { gte: toDbDate(today), lte: toDbDate(last) } };
}

/** The studio's wall clock now (minutes, as proto's wallMinutes counts) and the late-cancellation window. */
export interface MemberClock {
  nowMinutes: number;
  lateCancelHours: number;
}

/** The page's appointments with their waiting counts and the member's access, price, booking and place in line. */
export async function withMemberFacts(tx: Tx, rows: AppointmentView[], applicationUserId: string, clock: MemberClock) {
  const attendee = await memberAttendee(tx, applicationUserId);
  const ids = rows.map((r) => r.id);
  const [waiting, mine] = await Promise.all([
    tx.attendance.findMany({
      where: { appointmentId: { in: ids }, status: AttendanceStatus.OnWaitingList },
      select: { appointmentId: true, waitingListNumber: true },
    }),
    attendee ? tx.attendance.findMany({ where: { attendeeId: attendee.id, appointmentId: { in: ids }, status: live } }) : [],
  ]);
  const booking = new Map(mine.map((a) => [a.appointmentId, a]));
  const offers = await openOfferDeadlines(
    tx,
    mine.map((a) => a.id),
  );
  return rows.map((r) => {
    const own = booking.get(r.id);
    const line = waiting.filter((w) => w.appointmentId === r.id);
    const position =
      own?.status === AttendanceStatus.OnWaitingList
        ? line.filter((w) => (w.waitingListNumber ?? 0) <= (own.waitingListNumber ?? 0)).length
        : null;
    const holder = attendee ?? { id: '', memberships: [] };
    return {
      appointmentId: r.id,
      courseName: r.courseName,
      date: fromDbDate(r.date),
      timeFrom: r.timeFrom,
      timeTill: r.timeTill,
      maxAttendees: r.maxAttendees,
      confirmedCount: r.confirmedCount,
      waitingCount: line.length,
      available: attendee !== null && attendeeAccess(r, holder).available,
      centCost: own?.centCost ?? attendeePrice(r, holder),
      attendeeId: holder.id,
      attendanceId: own?.id ?? null,
      status: own?.status ?? null,
      waitingPosition: position,
      cancelIsLate: isLateCancellation(fromDbDate(r.date), r.timeFrom, clock.nowMinutes, clock.lateCancelHours),
      offerExpiresAt: (own && offers.get(own.id)?.toISOString()) ?? null,
    };
  });
}
