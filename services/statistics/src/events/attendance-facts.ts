import { consumersOf } from '@takt/kit';
import { AttendanceStatus, BookingEvents } from '@takt/proto';
import { recordAttendanceFact } from '../operations/record-attendance-fact.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const attendanceConfirmedConsumer = () =>
  on(BookingEvents.AttendanceConfirmed, (tx, p, envelope) => recordAttendanceFact(tx, AttendanceStatus.Confirmed, p, envelope));

export const attendanceWaitlistedConsumer = () =>
  on(BookingEvents.AttendanceWaitlisted, (tx, p, envelope) => recordAttendanceFact(tx, AttendanceStatus.OnWaitingList, p, envelope));
