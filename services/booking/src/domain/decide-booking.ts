import { AttendanceStatus } from '@takt/proto';

/** The seat counters kept on an appointment's read-model row. */
export interface Seats {
  maxAttendees: number;
  /** Confirmed attendances on the appointment right now. */
  confirmedCount: number;
  /** Highest waiting-list number handed out so far, 0 before the first. */
  lastWaitingNumber: number;
}

export type BookingDecision =
  | { status: typeof AttendanceStatus.Confirmed; waitingListNumber: null }
  | { status: typeof AttendanceStatus.OnWaitingList; waitingListNumber: number };

/** A place is free while confirmed < maxAttendees; a maximum of 0 or less has none. */
export const hasFreePlace = (s: Seats): boolean => s.confirmedCount < s.maxAttendees;

/**
 * Confirmed while places are free; otherwise the next waiting number, after every number handed
 * out before (numbers are never reused, so arrival order holds even after cancellations).
 * store/seats.ts applies this rule in one conditional UPDATE each; its test checks both agree.
 */
export function decideBooking(s: Seats): { decision: BookingDecision; after: Seats } {
  if (hasFreePlace(s)) {
    return {
      decision: { status: AttendanceStatus.Confirmed, waitingListNumber: null },
      after: { ...s, confirmedCount: s.confirmedCount + 1 },
    };
  }
  const waitingListNumber = s.lastWaitingNumber + 1;
  return { decision: { status: AttendanceStatus.OnWaitingList, waitingListNumber }, after: { ...s, lastWaitingNumber: waitingListNumber } };
}

/** How many from the waiting list can be confirmed now (after a cancellation or a raised maximum). */
export const placesToFill = (s: Seats, waiting: number): number => Math.max(0, Math.min(waiting, s.maxAttendees - s.confirmedCount));
