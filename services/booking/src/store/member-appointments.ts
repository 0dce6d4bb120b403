import { fromDbDate, toDbDate, type TxClient } from '@takt/kit';
import { AttendanceStatus } from '@takt/proto';
import { isLateCancellation } from '../domain/appointment-time.ts';
import { attendeeAccess, attendeePrice } from '../domain/attendee-access.ts';
import { lastBookableDate } from '../domain/booking-window.ts';
import { fullNameOf } from './attendee-names.ts';
import type { Client } from './client.ts';
import { loginPeople } from './login-people.ts';
import { bookingInAdvanceDays } from './company-settings-view.ts';
import { openOfferDeadlines } from './waiting-offers.ts';
import type { AppointmentView, Prisma } from './generated/client.ts';

type Tx = TxClient<Client>;

const live = { not: AttendanceStatus.Canceled };

/** Which appointments a member's list holds: their coming bookings, or what lies within their booking window. */
export async function memberAppointmentsWhere(
  tx: Tx,
  applicationUserId: string,
  booked: boolean,
  today: string,
): Promise<Prisma.AppointmentViewWhereInput> {
  const people = await loginPeople(tx, applicationUserId);
  if (people.length === 0) return { id: { in: [] } };
  if (booked) {
    const ids = people.map((p) => p.id);
    const mine = await tx.attendance.findMany({ where: { attendeeId: { in: ids }, status: live }, select: { appointmentId: true } });
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

/**
 * The page's appointments with their waiting counts and, per person the login speaks for (its own
 * record, then its children), their access, price, booking and place in line. In the bookings
 * tab a row names only the people booked on it. The row's own fields repeat its first person's.
 */
export async function withMemberFacts(tx: Tx, rows: AppointmentView[], applicationUserId: string, booked: boolean, clock: MemberClock) {
  const people = await loginPeople(tx, applicationUserId);
  const ids = rows.map((r) => r.id);
  const [waiting, theirs] = await Promise.all([
    tx.attendance.findMany({
      where: { appointmentId: { in: ids }, status: AttendanceStatus.OnWaitingList },
      select: { appointmentId: true, waitingListNumber: true },
    }),
    tx.attendance.findMany({ where: { attendeeId: { in: people.map((p) => p.id) }, appointmentId: { in: ids }, status: live } }),
  ]);
  const offers = await openOfferDeadlines(
    tx,
    theirs.map((a) => a.id),
  );
  return rows.map((r) => {
    const line = waiting.filter((w) => w.appointmentId === r.id);
    const facts = people.map((person) => {
      const own = theirs.find((a) => a.appointmentId === r.id && a.attendeeId === person.id);
      return {
        attendeeId: person.id,
        attendeeFullName: fullNameOf(person),
        available: attendeeAccess(r, person).available,
        centCost: own?.centCost ?? attendeePrice(r, person),
        attendanceId: own?.id ?? null,
        status: own?.status ?? null,
        waitingPosition:
          own?.status === AttendanceStatus.OnWaitingList
            ? line.filter((w) => (w.waitingListNumber ?? 0) <= (own.waitingListNumber ?? 0)).length
            : null,
        offerExpiresAt: (own && offers.get(own.id)?.toISOString()) ?? null,
      };
    });
    const shown = booked ? facts.filter((f) => f.attendanceId) : facts;
    const first = shown[0] ?? {
      attendeeId: '',
      attendeeFullName: '',
      available: false,
      centCost: r.centCost,
      attendanceId: null,
      status: null,
      waitingPosition: null,
      offerExpiresAt: null,
    };
    return {
      appointmentId: r.id,
      courseName: r.courseName,
      date: fromDbDate(r.date),
      timeFrom: r.timeFrom,
      timeTill: r.timeTill,
      maxAttendees: r.maxAttendees,
      confirmedCount: r.confirmedCount,
      waitingCount: line.length,
      ...first,
      people: shown,
      forSeveral: people.length > 1,
      cancelIsLate: isLateCancellation(fromDbDate(r.date), r.timeFrom, clock.nowMinutes, clock.lateCancelHours),
    };
  });
}
