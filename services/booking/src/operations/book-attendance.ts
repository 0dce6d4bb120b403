import { randomUUID } from 'node:crypto';
import {
  fail,
  fromDbDate,
  isUniqueViolation,
  KeyedBatcher,
  localDate,
  notFound,
  outcomeOf,
  type Db,
  type Outcome,
  type TxClient,
} from '@takt/kit';
import { AttendanceStatus, ErrorCode, nowWallMinutes, type UserCaller } from '@takt/proto';
import { clashes, hasStarted } from '../domain/appointment-time.ts';
import { attendeePrice, attendeeRefusal } from '../domain/attendee-access.ts';
import { isInactive } from '../domain/attendee-validity.ts';
import { isTooEarly } from '../domain/booking-window.ts';
import { cancelToken } from '../domain/cancel-token.ts';
import { bookedEvents } from '../events/attendance-booked.ts';
import { findAppointment, findAttendee, findLiveAttendance } from '../store/attendances.ts';
import type { Client } from '../store/client.ts';
import type { AppointmentView, Attendance, AttendeeView } from '../store/generated/client.ts';
import { bookingInAdvanceDays, DEFAULT_COMPANY_SETTINGS } from '../store/company-settings-view.ts';
import { readBookingFacts, type BookingFacts } from '../store/booking-facts.ts';
import { bookSeat, bookSeatsAtomically, type BookedEvents, type NewAttendance, type NewSeat } from '../store/seats.ts';
import type { BookingSettings } from '../settings.ts';
import { actsAsStaff, clashingWaits, dropClashingWaits } from './cancel-steps.ts';
import { mayActFor } from './member-steps.ts';
import { requestAttendance } from './task-request-steps.ts';

export interface BookingInput {
  attendeeId: string;
  appointmentId: string;
  note?: string;
}

const alreadyBooked = () => fail(ErrorCode.AlreadyBooked, 'The attendee is already booked on this appointment');
const cancelled = () => fail(ErrorCode.AppointmentCancelled, 'The appointment is cancelled');
const inactive = () => fail(ErrorCode.AttendeeInactive, 'The attendee is inactive and cannot book');
const refusals = {
  not_listed: () => fail(ErrorCode.NotAvailableForAttendee, 'The course is open to other membership types at this date'),
  not_active: () => fail(ErrorCode.MembershipNotActive, "The attendee's membership of a listed type does not cover this date"),
};

interface BookingCall {
  input: BookingInput;
  user: UserCaller;
  /** The member's login booking themself or their child; undefined for staff. */
  member?: string;
}

// One batcher per service instance (its Db): a tenant's bookings of one appointment go together.
const batchers = new WeakMap<Db<Client>, KeyedBatcher<BookingCall, Attendance>>();
/** How long the next batch of a busy appointment waits for more bookings (a batch costs two statements and their plans). */
const RUSH_LINGER_MS = 3;

/**
 * Books an attendee on an appointment of booking's read model. Concurrent bookings of one
 * appointment go together (decision 0079): their facts are read in one round trip and checked
 * one by one; then one statement takes their places or waiting numbers in arrival order and
 * writes the attendances and their events as a transaction of its own, in one more round trip
 * (store/seats.ts), so the hot appointment row is held only while PostgreSQL runs it (decision
 * 0066). A booking that writes more (a member's request, a member booking for a contact, waits
 * to drop once seated) takes the transaction path the series use.
 */
export function bookAttendance(db: Db<Client>, settings: BookingSettings, input: BookingInput, user: UserCaller): Promise<Attendance> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new KeyedBatcher((_, calls) => bookTogether(db, settings, calls), 64, RUSH_LINGER_MS);
    batchers.set(db, batcher);
  }
  // A member books only themself or their children (another's id answers as unknown) and within the booking window.
  const member = actsAsStaff(user) ? undefined : user.userId;
  return batcher.submit(`${user.companyId}:${input.appointmentId}`, { input, user, member });
}

/** The bookings of one tenant's appointment that arrived together, each with its own outcome. */
async function bookTogether(db: Db<Client>, settings: BookingSettings, calls: BookingCall[]): Promise<Outcome<Attendance>[]> {
  const appointmentId = calls[0]!.input.appointmentId;
  const facts = await readBookingFacts(db, appointmentId, [...new Set(calls.map((c) => c.input.attendeeId))]);
  const seats: NewSeat[] = [];
  const seated = new Set<string>();
  // A path of its own is settled at once, so its failure is never an unhandled rejection meanwhile.
  const alone = (work: Promise<Attendance>) => outcomeOf(work.catch(asAlreadyBooked));
  const routes = calls.map(({ input, user, member }): Promise<Outcome<Attendance>> | NewSeat | { error: unknown } => {
    try {
      const f = facts.get(input.attendeeId)!;
      const ownBooking = !member || f.attendee?.applicationUserId === member;
      if (!ownBooking || clashesWithWaits(f)) return alone(db.tx((tx) => bookInTx(tx, settings, input, user.userId, member)));
      const plan = decideBooking(f, settings, input, user.userId, member);
      if ('requested' in plan) return alone(db.tx((tx) => requestAttendance(tx, plan.requested, plan.appointment)));
      // The same attendee twice in one batch: the first takes the seat, the second is a double booking.
      if (seated.has(input.attendeeId)) throw alreadyBooked();
      seated.add(input.attendeeId);
      const seat = { attendance: plan.seat, events: plan.events };
      seats.push(seat);
      return seat;
    } catch (error) {
      return { error };
    }
  });
  const taken = await takeSeats(db, appointmentId, seats);
  return Promise.all(routes.map((route) => ('attendance' in route ? taken.get(route)! : route)));
}

/**
 * The seat statement for the batch's seats. A unique violation means one of them was booked
 * meanwhile by another path or replica: then each seat goes alone, in arrival order, so only
 * that one answers "already booked".
 */
export async function takeSeats(db: Db<Client>, appointmentId: string, seats: NewSeat[]): Promise<Map<NewSeat, Outcome<Attendance>>> {
  const outcomes = new Map<NewSeat, Outcome<Attendance>>();
  if (seats.length === 0) return outcomes;
  const answer = (seat: NewSeat, written: Attendance[]) => {
    const attendance = written.find((a) => a.id === seat.attendance.id);
    outcomes.set(seat, attendance ? { value: attendance } : { error: cancelled() });
  };
  try {
    const written = await bookSeatsAtomically(db, appointmentId, seats);
    for (const seat of seats) answer(seat, written);
  } catch (err) {
    if (!isUniqueViolation(err, 'attendance_active_unique') || seats.length === 1) {
      for (const seat of seats) outcomes.set(seat, { error: asAlreadyBookedError(err) });
      return outcomes;
    }
    for (const seat of seats) {
      try {
        answer(seat, await bookSeatsAtomically(db, appointmentId, [seat]));
      } catch (one) {
        outcomes.set(seat, { error: asAlreadyBookedError(one) });
      }
    }
  }
  return outcomes;
}

// The partial unique index is the last wall against a double booking.
const asAlreadyBookedError = (err: unknown) => (isUniqueViolation(err, 'attendance_active_unique') ? alreadyBooked() : err);
const asAlreadyBooked = (err: unknown): never => {
  throw asAlreadyBookedError(err);
};

/** One booking in the caller's transaction (a series books several in one); `member`: the member's login booking themself. */
export async function bookInTx(
  tx: TxClient<Client>,
  settings: BookingSettings,
  input: BookingInput,
  createdByUserId: string | null,
  member?: string,
): Promise<Attendance> {
  const { appointmentId, attendeeId } = input;
  const [appointment, attendee, live, advanceDays] = await Promise.all([
    findAppointment(tx, appointmentId),
    findAttendee(tx, attendeeId),
    findLiveAttendance(tx, appointmentId, attendeeId),
    member ? bookingInAdvanceDays(tx) : null,
  ]);
  const mayAct = !attendee || !member || (await mayActFor(tx, member, attendee));
  const facts = { appointment, attendee, live: !!live, advanceDays, waits: [] };
  const plan = decideBooking(facts, settings, input, createdByUserId, member, mayAct);
  if ('requested' in plan) return requestAttendance(tx, plan.requested, plan.appointment);
  const clashing = await clashingWaits(tx, attendeeId, plan.appointment);
  const attendance = await bookSeat(tx, plan.seat, plan.events);
  if (!attendance) throw cancelled();
  if (attendance.status === AttendanceStatus.Confirmed) await dropClashingWaits(tx, attendeeId, clashing, settings.BOOKING_TIME_ZONE);
  return attendance;
}

/** The attendee waits elsewhere at the same time: a place here drops those entries (more than the seat to write). */
const clashesWithWaits = ({ appointment: a, waits }: BookingFacts) => !!a && waits.some((w) => clashes(slotOf(a), slotOf(w)));
const slotOf = (x: { date: Date; timeFrom: string; timeTill: string }) => ({
  date: fromDbDate(x.date),
  timeFrom: x.timeFrom,
  timeTill: x.timeTill,
});

type Plan =
  { requested: NewAttendance; appointment: AppointmentView } | { seat: NewAttendance; events: BookedEvents; appointment: AppointmentView };

/** Every rule of a booking over its facts; `mayAct`: the member may book for the attendee. Answers what to write. */
function decideBooking(
  facts: BookingFacts,
  settings: BookingSettings,
  input: BookingInput,
  createdByUserId: string | null,
  member: string | undefined,
  mayAct = true,
): Plan {
  const { appointment, attendee } = facts;
  if (!appointment) throw notFound('Appointment');
  if (appointment.isCancelled) throw cancelled();
  if (hasStarted(fromDbDate(appointment.date), appointment.timeFrom, nowWallMinutes(new Date(), settings.BOOKING_TIME_ZONE))) {
    throw fail(ErrorCode.AppointmentPassed, 'The appointment has started or is over');
  }
  if (!attendee || !mayAct) throw notFound('Attendee');
  if (attendeeIsInactive(attendee, settings)) throw inactive();
  // The company's window binds members; staff book any time (decision 0030).
  const advanceDays = facts.advanceDays ?? DEFAULT_COMPANY_SETTINGS.appointmentBookingInAdvanceDays;
  if (member && isTooEarly(fromDbDate(appointment.date), localDate(new Date(), settings.BOOKING_TIME_ZONE), advanceDays)) {
    throw fail(ErrorCode.BookingTooEarly, `Members book at most ${advanceDays} days ahead`);
  }
  if (facts.live) throw alreadyBooked();
  // The membership rule binds staff booking for a member as well: no override.
  const refusal = attendeeRefusal(appointment, attendee);
  if (refusal) throw refusals[refusal]();

  const id = randomUUID();
  const newAttendance = {
    id,
    attendeeId: input.attendeeId,
    appointmentId: input.appointmentId,
    note: input.note ?? null,
    createdByUserId,
    centCost: attendeePrice(appointment, attendee),
  };
  // A member's own booking of a course that needs approval waits for staff; staff bookings are approved by being made.
  if (member && appointment.requiresApproval) return { requested: newAttendance, appointment };
  const token = cancelToken(settings.BOOKING_CANCEL_LINK_SECRET, appointment.companyId, id);
  return { seat: newAttendance, events: bookedEvents(appointment.companyId, id, appointment, attendee, token), appointment };
}

/** The attendee is switched off, has left or has not started yet, on the studio's today (spec: inactive or expired). */
export function attendeeIsInactive(attendee: AttendeeView, settings: BookingSettings): boolean {
  const day = (d: Date | null) => (d ? fromDbDate(d) : null);
  const validity = { ...attendee, fromDate: day(attendee.fromDate), tillDate: day(attendee.tillDate) };
  return isInactive(validity, localDate(new Date(), settings.BOOKING_TIME_ZONE));
}

/** Refuses a series for an inactive attendee before anything is written. */
export function assertAttendeeActive(attendee: AttendeeView, settings: BookingSettings): void {
  if (attendeeIsInactive(attendee, settings)) throw inactive();
}
