import { on } from '@takt/kit';
import { AttendanceStatus, BookingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertAttendanceFact } from '../store/attendance-facts.ts';

export const attendanceConfirmedConsumer = () =>
  on<Client, typeof BookingEvents.AttendanceConfirmed>(BookingEvents.AttendanceConfirmed, (tx, p, envelope) =>
    upsertAttendanceFact(tx, p, AttendanceStatus.Confirmed, envelope.occurredAt),
  );

export const attendanceWaitlistedConsumer = () =>
  on<Client, typeof BookingEvents.AttendanceWaitlisted>(BookingEvents.AttendanceWaitlisted, (tx, p, envelope) =>
    upsertAttendanceFact(tx, p, AttendanceStatus.OnWaitingList, envelope.occurredAt),
  );
