import { consumersOf } from '@takt/kit';
import { BookingEvents } from '@takt/proto';
import { bookingWrite, cancellationWrite } from '../store/attendee-bookings.ts';
import type { Client } from '../store/client.ts';

const { onSql } = consumersOf<Client>();

// Which appointments an attendee is booked on: future-bookings check and GetByAppointmentId.
// Every booking of a rush reaches these: one statement per batch, no Prisma (decision 0074).
export const bookingFactsConsumers = () => [
  onSql(BookingEvents.AttendanceConfirmed, bookingWrite),
  onSql(BookingEvents.AttendanceWaitlisted, bookingWrite),
  onSql(BookingEvents.AttendancePromoted, bookingWrite),
  onSql(BookingEvents.AttendanceCancelled, cancellationWrite),
];
