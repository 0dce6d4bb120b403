import type { TxClient } from '@takt/kit';
import type { BookingEvents, PayloadOf } from '@takt/proto';
import { cancelBooking, upsertBooking } from '../store/attendee-bookings.ts';
import type { Client } from '../store/client.ts';

type Tx = TxClient<Client>;
type Booked =
  | PayloadOf<typeof BookingEvents.AttendanceConfirmed>
  | PayloadOf<typeof BookingEvents.AttendanceWaitlisted>
  | PayloadOf<typeof BookingEvents.AttendancePromoted>;

/** Booking's facts of an attendee's booking; upserts, so a redelivered event changes nothing. */
export function recordBooking(tx: Tx, p: Booked): Promise<void> {
  return upsertBooking(tx, p);
}

export function recordBookingCancelled(tx: Tx, p: PayloadOf<typeof BookingEvents.AttendanceCancelled>): Promise<void> {
  return cancelBooking(tx, p);
}
