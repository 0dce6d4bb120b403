/**
 * Spec section 3, Appointment, derived values. Appointments carry a local date and "HH:mm" times
 * without a zone, so "passed" compares wall-clock times in the studio's zone.
 */

export interface WallClock {
  /** yyyy-mm-dd */
  date: string;
  /** HH:mm */
  time: string;
}

export interface AppointmentFigures {
  date: string;
  timeTill: string;
  maxAttendees: number;
  /** Confirmed bookings. */
  bookedCount: number;
}

/** The wall-clock date and time of an instant in a time zone (e.g. Europe/Berlin). */
export function wallClockAt(now: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Full when the bookings reach the maximum, over capacity when above it (a lowered maximum), passed once it has ended. */
export function appointmentState(a: AppointmentFigures, now: WallClock) {
  return {
    isFull: a.bookedCount >= a.maxAttendees,
    isOverCapacity: a.bookedCount > a.maxAttendees,
    isPassed: `${a.date} ${a.timeTill}` <= `${now.date} ${now.time}`,
  };
}
