/**
 * Members book at most this many days ahead: the spec's default of the company setting
 * "booking in advance" (appointmentBookingInAdvanceDays), while identity announced none. Staff book any time.
 */
export const BOOKING_IN_ADVANCE_DAYS = 30;

/** The last local date a member may book on, `days` after today's local date. */
export function lastBookableDate(today: string, days: number = BOOKING_IN_ADVANCE_DAYS): string {
  const last = new Date(`${today.slice(0, 10)}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + days);
  return last.toISOString().slice(0, 10);
}

/** Whether a local appointment date lies beyond the window counted from today's local date. */
export function isTooEarly(appointmentDate: string, today: string, days: number = BOOKING_IN_ADVANCE_DAYS): boolean {
  return appointmentDate.slice(0, 10) > lastBookableDate(today, days);
}
