import { on } from '@takt/kit';
import { BookingEvents } from '@takt/proto';
import { billAttendance } from '../operations/bill-attendance.ts';
import type { Client } from '../store/client.ts';

export const attendanceConfirmedConsumer = () =>
  on<Client, typeof BookingEvents.AttendanceConfirmed>(BookingEvents.AttendanceConfirmed, (tx, p, envelope) =>
    billAttendance(tx, envelope.companyId, p),
  );
