import { on } from '@takt/kit';
import { AttendanceStatus, BookingEvents } from '@takt/proto';
import { recordAttendanceFact } from '../operations/record-attendance-fact.ts';
import type { Client } from '../store/client.ts';

export const attendanceConfirmedConsumer = () =>
  on<Client, typeof BookingEvents.AttendanceConfirmed>(BookingEvents.AttendanceConfirmed, (tx, p, envelope) =>
    recordAttendanceFact(tx, AttendanceStatus.Confirmed, p, envelope),
  );

export const attendanceWaitlistedConsumer = () =>
  on<Client, typeof BookingEvents.AttendanceWaitlisted>(BookingEvents.AttendanceWaitlisted, (tx, p, envelope) =>
    recordAttendanceFact(tx, AttendanceStatus.OnWaitingList, p, envelope),
  );
