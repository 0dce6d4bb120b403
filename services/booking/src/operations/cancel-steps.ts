import { fail, fromDbDate, notFound, type TxClient } from '@takt/kit';
import { AttendanceStatus, ErrorCode, nowWallMinutes, type UserCaller } from '@takt/proto';
import { clashes, hasStarted, isLateCancellation } from '../domain/appointment-time.ts';
import { placesToFill } from '../domain/decide-booking.ts';
import { publishAttendanceCancelled, publishAttendancePromoted } from '../events/attendance-changed.ts';
import { findAppointment, findAttendance, findAttendee } from '../store/attendances.ts';
import { markCancelled, promoteWaiting, waitingEntriesOn } from '../store/cancellations.ts';
import type { Client } from '../store/client.ts';
import type { AppointmentView, Attendance } from '../store/generated/client.ts';
import { moveConfirmed } from '../store/seats.ts';
import { waitingListRules } from '../store/company-settings-view.ts';
import { closeOffer, waitingWithoutOffer, type ClosedOfferState } from '../store/waiting-offers.ts';
import type { BookingSettings } from '../settings.ts';
import { offerPlaces } from './offer-steps.ts';
import { mayActFor } from './member-steps.ts';

type Tx = TxClient<Client>;

export interface CancelOutcome {
  cancelled: Attendance[];
  promoted: Attendance[];
}

export type CancelledBy = 'staff' | 'attendee' | 'link' | 'appointment' | 'clash' | 'offer-expired';

/** How a waiting entry's open offer ends when the entry is cancelled (decision 0048). */
const OFFER_END: Record<CancelledBy, ClosedOfferState> = {
  staff: 'DECLINED',
  attendee: 'DECLINED',
  link: 'DECLINED',
  'offer-expired': 'EXPIRED',
  appointment: 'WITHDRAWN',
  clash: 'WITHDRAWN',
};

export const alreadyCancelled = () => fail(ErrorCode.AttendanceCancelled, 'The attendance is cancelled already');

const STAFF = new Set(['admin', 'manager', 'employee', 'trainer']);

/** Staff may act on any booking of the company; an attendee only on their own. */
export const actsAsStaff = (user: UserCaller): boolean => user.roles.some((r) => STAFF.has(r));

/** Attendees (and link holders) cancel only before the start; staff also afterwards. */
export async function assertNotStarted(tx: Tx, settings: BookingSettings, a: Attendance): Promise<void> {
  const appointment = await findAppointment(tx, a.appointmentId);
  if (
    appointment &&
    hasStarted(fromDbDate(appointment.date), appointment.timeFrom, nowWallMinutes(new Date(), settings.BOOKING_TIME_ZONE))
  ) {
    throw fail(ErrorCode.AppointmentPassed, 'The appointment has started or is over');
  }
}

/**
 * The attendance if the caller may cancel it: staff any of the company's, an attendee only their
 * own or their children's (another's answers 404 as if it did not exist) and not after the start.
 */
export async function attendanceFor(tx: Tx, settings: BookingSettings, user: UserCaller, a: Attendance | null): Promise<Attendance> {
  if (!a) throw notFound('Attendance');
  if (actsAsStaff(user)) return a;
  const attendee = await findAttendee(tx, a.attendeeId);
  if (!attendee || !(await mayActFor(tx, user.userId, attendee))) throw notFound('Attendance');
  await assertNotStarted(tx, settings, a);
  return a;
}

/**
 * Cancels one attendance in the caller's transaction: marks it (late inside the window before
 * the start), publishes booking.attendance.cancelled, and when it held a place (confirmed, or
 * waiting with an open offer) gives the place on in the same transaction. An open offer is closed
 * before the attendance is touched: every path locks offer, attendance, appointment in that order.
 */
export async function cancelInTx(
  tx: Tx,
  settings: BookingSettings,
  a: Attendance,
  by: CancelledBy,
  userId: string | null,
): Promise<CancelOutcome> {
  if (a.status === AttendanceStatus.Canceled) throw alreadyCancelled();
  const appointment = await findAppointment(tx, a.appointmentId);
  const attendee = await findAttendee(tx, a.attendeeId);
  if (!appointment || !attendee) throw new Error(`attendance ${a.id} refers to rows missing from the read model`);
  const held = a.status === AttendanceStatus.OnWaitingList && (await closeOffer(tx, a.id, OFFER_END[by]));
  const now = nowWallMinutes(new Date(), settings.BOOKING_TIME_ZONE);
  const late =
    by !== 'appointment' &&
    by !== 'offer-expired' &&
    isLateCancellation(fromDbDate(appointment.date), appointment.timeFrom, now, settings.BOOKING_LATE_CANCEL_HOURS);
  if (!(await markCancelled(tx, a.id, { late, canceledByUserId: userId }))) throw alreadyCancelled();
  const cancelled = (await findAttendance(tx, a.id))!;
  await publishAttendanceCancelled(tx, cancelled, appointment, attendee, { previousStatus: a.status, late, by });
  if (a.status !== AttendanceStatus.Confirmed && !held) return { cancelled: [cancelled], promoted: [] };
  return { cancelled: [cancelled], promoted: await passOnPlace(tx, appointment, by, settings.BOOKING_TIME_ZONE) };
}

/**
 * A place taken or held on the appointment is given back and filled again (promotion or offer).
 * A cancelled appointment fills nobody: its waiting list is being cancelled too.
 */
export async function passOnPlace(tx: Tx, appointment: AppointmentView, by: CancelledBy, timeZone: string): Promise<Attendance[]> {
  const seats = await moveConfirmed(tx, appointment.id, -1);
  if (by === 'appointment' || !seats) return [];
  return fillPlaces(tx, appointment, seats, timeZone);
}

/**
 * Confirms as many waiting attendees, first number first, as there are free places now — or, when
 * the company offers places for a time, holds each for the next waiting attendee without an offer
 * (decision 0048). The caller has just updated the appointment's seats, so it holds the row and
 * promotions of one appointment run one after the other. Answers the promoted attendances.
 */
export async function fillPlaces(
  tx: Tx,
  appointment: AppointmentView,
  seats: { maxAttendees: number; confirmedCount: number; lastWaitingNumber: number },
  timeZone: string,
): Promise<Attendance[]> {
  const rules = await waitingListRules(tx);
  if (rules.offerHours > 0) {
    await offerPlaces(tx, appointment, seats, rules, timeZone);
    return [];
  }
  const places = placesToFill(seats, await waitingWithoutOffer(tx, appointment.id));
  if (places === 0) return [];
  const promoted = await promoteWaiting(tx, appointment.id, places);
  await moveConfirmed(tx, appointment.id, promoted.length);
  for (const { attendance, former } of promoted) {
    const attendee = await findAttendee(tx, attendance.attendeeId);
    if (attendee) await publishAttendancePromoted(tx, attendance, appointment, attendee, former);
  }
  for (const { attendance } of promoted) {
    await dropClashingWaits(tx, attendance.attendeeId, await clashingWaits(tx, attendance.attendeeId, appointment), timeZone);
  }
  return promoted.map((p) => p.attendance);
}

/** The attendee's waiting entries for appointments at the same time as `appointment`. */
export async function clashingWaits(tx: Tx, attendeeId: string, appointment: AppointmentView) {
  const slot = { date: fromDbDate(appointment.date), timeFrom: appointment.timeFrom, timeTill: appointment.timeTill };
  const entries = await waitingEntriesOn(tx, attendeeId, appointment.date, appointment.id);
  return entries.filter(({ waitingOn: w }) => clashes(slot, { date: fromDbDate(w.date), timeFrom: w.timeFrom, timeTill: w.timeTill }));
}

/**
 * The attendee holds a place now: their waiting entries at the same time go (told as cancelled
 * by `clash`), so nobody is promoted into two places at once. A booking reads them before it
 * takes its seat, so the hot row waits for no extra round trip when there are none. A place
 * offered to them on such an entry goes on to the next there.
 */
export async function dropClashingWaits(
  tx: Tx,
  attendeeId: string,
  entries: Awaited<ReturnType<typeof clashingWaits>>,
  timeZone: string,
): Promise<void> {
  if (entries.length === 0) return;
  const attendee = (await findAttendee(tx, attendeeId))!;
  for (const { attendance, waitingOn } of entries) {
    const held = await closeOffer(tx, attendance.id, OFFER_END.clash);
    if (!(await markCancelled(tx, attendance.id, { late: false, canceledByUserId: null }))) continue;
    const cancelled = (await findAttendance(tx, attendance.id))!;
    await publishAttendanceCancelled(tx, cancelled, waitingOn, attendee, { previousStatus: attendance.status, late: false, by: 'clash' });
    if (held) await passOnPlace(tx, waitingOn, 'clash', timeZone);
  }
}

export const merge = (outcomes: CancelOutcome[]): CancelOutcome => ({
  cancelled: outcomes.flatMap((o) => o.cancelled),
  promoted: outcomes.flatMap((o) => o.promoted),
});
