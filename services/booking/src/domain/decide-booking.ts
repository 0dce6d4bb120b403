import { AttendanceStatus } from '@takt/proto';

export interface CapacityState {
  maxAttendees: number;
  /** Confirmed attendances on the appointment right now. */
  confirmedCount: number;
  /** Highest waiting-list number in use on the appointment, null when nobody waits. */
  maxWaitingListNumber: number | null;
}

export type BookingDecision =
  | { status: typeof AttendanceStatus.Confirmed; waitingListNumber: null }
  | { status: typeof AttendanceStatus.OnWaitingList; waitingListNumber: number };

/**
 * Confirmed while places are free (confirmed < maxAttendees); otherwise the booking joins the
 * waiting list behind the last one waiting. A maximum of 0 or less means no free place.
 */
export function decideBooking(s: CapacityState): BookingDecision {
  if (s.confirmedCount < s.maxAttendees) return { status: AttendanceStatus.Confirmed, waitingListNumber: null };
  return { status: AttendanceStatus.OnWaitingList, waitingListNumber: (s.maxWaitingListNumber ?? 0) + 1 };
}
