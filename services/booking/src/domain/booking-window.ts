/**
 * Members book at most this many days ahead: the spec's default of the company setting
 * "booking in advance", until company settings reach booking by event. Staff book any time.
 */
export const BOOKING_IN_ADVANCE_DAYS = 30;

/** Whether a local appointment date lies beyond the window counted from today's local date. */
export function isTooEarly(appointmentDate: string, today: string, days: number = BOOKING_IN_ADVANCE_DAYS): boolean {
  const last = new Date(`${today}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + days);
  return appointmentDate.slice(0, 10) > last.toISOString().slice(0, 10);
}
