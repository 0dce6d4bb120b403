import type { TxClient } from '@takt/kit';
import { AttendanceStatus } from '@takt/proto';
import type { Client } from './client.ts';

/** The attendee's confirmed attendances on appointments between the dates (inclusive), by date and start. */
export async function confirmedBetween(tx: TxClient<Client>, attendeeId: string, from: Date, till: Date) {
  const attendances = await tx.attendance.findMany({ where: { attendeeId, status: AttendanceStatus.Confirmed } });
  const appointments = await tx.appointmentView.findMany({
    where: { id: { in: attendances.map((a) => a.appointmentId) }, date: { gte: from, lte: till } },
    orderBy: [{ date: 'asc' }, { timeFrom: 'asc' }],
  });
  const byAppointment = new Map(attendances.map((a) => [a.appointmentId, a]));
  return appointments.map((appointment) => ({ attendance: byAppointment.get(appointment.id)!, appointment }));
}
