import type { TxClient } from '@takt/kit';
import { AttendanceStatus } from '@takt/proto';
import type { Client } from './client.ts';
import type { AppointmentView, Attendance, AttendeeView } from './generated/client.ts';

type Tx = TxClient<Client>;

export function findAppointment(tx: Tx, appointmentId: string): Promise<AppointmentView | null> {
  return tx.appointmentView.findFirst({ where: { id: appointmentId } });
}

export function findAttendee(tx: Tx, attendeeId: string) {
  return tx.attendeeView.findFirst({ where: { id: attendeeId } });
}

/** The attendee's booking of the appointment that is not cancelled, if any. */
export function findLiveAttendance(tx: Tx, appointmentId: string, attendeeId: string): Promise<Attendance | null> {
  return tx.attendance.findFirst({ where: { appointmentId, attendeeId, status: { not: AttendanceStatus.Canceled } } });
}

export function findAttendance(tx: Tx, id: string): Promise<Attendance | null> {
  return tx.attendance.findFirst({ where: { id } });
}

export const setAttendanceNote = (tx: Tx, id: string, note: string | null): Promise<Attendance> =>
  tx.attendance.update({ where: { id }, data: { note } });

/** The attendees of these ids by id (for events naming many bookings at once). */
export async function attendeesByIds(tx: Tx, ids: readonly string[]): Promise<Map<string, AttendeeView>> {
  const rows = await tx.attendeeView.findMany({ where: { id: { in: [...new Set(ids)] } } });
  return new Map(rows.map((r) => [r.id, r]));
}
