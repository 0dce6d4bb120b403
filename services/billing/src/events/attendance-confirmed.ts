import { consumersOf } from '@takt/kit';
import { BookingEvents } from '@takt/proto';
import { billAttendance } from '../operations/bill-attendance.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const attendanceConfirmedConsumer = () =>
  on(BookingEvents.AttendanceConfirmed, (tx, p, envelope) => billAttendance(tx, envelope.companyId, p));
