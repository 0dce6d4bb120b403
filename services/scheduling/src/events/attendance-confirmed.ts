import { consumersOf } from '@takt/kit';
import { BookingEvents } from '@takt/proto';
import { countConfirmedBooking } from '../operations/count-confirmed-booking.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const attendanceConfirmedConsumer = () => on(BookingEvents.AttendanceConfirmed, (tx, p) => countConfirmedBooking(tx, p));
