import type { wallClockAt } from '@takt/proto';

/** The studio's wall-clock date and time now (proto's wallClockAt). */
export type WallClock = ReturnType<typeof wallClockAt>;
/**
 * Spec section 3, Appointment, derived values. Appointments carry a local date and "HH:mm" times
 * without a zone, so "passed" compares wall-clock times in the studio's zone.
 */

export interface AppointmentFigures {
  date: string;
  timeTill: string;
  maxAttendees: number;
  /** Confirmed bookings. */
  bookedCount: number;
}

/** Full when the bookings reach the maximum, over capacity when above it (a lowered maximum), passed once it has ended. */
export function appointmentState(a: AppointmentFigures, now: WallClock) {
  return {
    isFull: a.bookedCount >= a.maxAttendees,
    isOverCapacity: a.bookedCount > a.maxAttendees,
    isPassed: `${a.date} ${a.timeTill}` <= `${now.date} ${now.time}`,
  };
}
