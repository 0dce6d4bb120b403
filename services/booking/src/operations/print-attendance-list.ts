import { fromDbDate, notFound, type Db } from '@takt/kit';
import { AttendanceStatus, type AttendanceListPrint } from '@takt/proto';
import type { z } from 'zod';
import { findAppointment } from '../store/attendances.ts';
import type { Client } from '../store/client.ts';
import { liveAttendancesOf, namesOf } from '../store/print-lists.ts';

const statusOf = (s: number) =>
  s === AttendanceStatus.Confirmed ? 'confirmed' : s === AttendanceStatus.OnWaitingList ? 'waiting' : 'open';

/** An appointment's attendance list to print: its live bookings, confirmed first, then the waiting list. */
export function printAttendanceList(db: Db<Client>, appointmentId: string): Promise<z.input<typeof AttendanceListPrint>> {
  return db.tx(async (tx) => {
    const appointment = await findAppointment(tx, appointmentId);
    if (!appointment) throw notFound('Appointment');
    const attendances = await liveAttendancesOf(tx, appointmentId);
    const names = await namesOf(
      tx,
      attendances.map((a) => a.attendeeId),
    );
    return {
      appointmentId,
      courseName: appointment.courseName,
      date: fromDbDate(appointment.date),
      timeFrom: appointment.timeFrom,
      timeTill: appointment.timeTill,
      maxAttendees: appointment.maxAttendees,
      rows: attendances.map((a) => ({
        attendeeFullName: names.get(a.attendeeId) ?? '',
        status: statusOf(a.status),
        waitingListNumber: a.status === AttendanceStatus.OnWaitingList ? a.waitingListNumber : null,
        checkedIn: a.checkedInDate !== null,
      })),
    };
  });
}
