import { consumersOf } from '@takt/kit';
import { BookingEvents } from '@takt/proto';
import { recordBooking, recordBookingCancelled } from '../operations/record-booking.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

// Which appointments an attendee is booked on: future-bookings check and GetByAppointmentId.
export const bookingFactsConsumers = () => [
  on(BookingEvents.AttendanceConfirmed, (tx, p) => recordBooking(tx, p)),
  on(BookingEvents.AttendanceWaitlisted, (tx, p) => recordBooking(tx, p)),
  on(BookingEvents.AttendancePromoted, (tx, p) => recordBooking(tx, p)),
  on(BookingEvents.AttendanceCancelled, (tx, p) => recordBookingCancelled(tx, p)),
];
