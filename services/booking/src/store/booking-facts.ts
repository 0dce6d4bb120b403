import { literalSql, type Db } from '@takt/kit';
import { AttendanceStatus } from '@takt/proto';
import type { Client } from './client.ts';
import type { AppointmentView, AttendeeView } from './generated/client.ts';

/** What a booking checks before it takes a seat. */
export interface BookingFacts {
  appointment: AppointmentView | null;
  attendee: AttendeeView | null;
  /** The attendee holds a booking of the appointment that is not cancelled. */
  live: boolean;
  /** The tenant's booking window; null until identity announced the company's settings. */
  advanceDays: number | null;
  /** The attendee's other waiting entries on the appointment's date, for the clash rule. */
  waits: { date: Date; timeFrom: string; timeTill: string }[];
}

/**
 * Every fact of a booking in ONE round trip and no transaction held open (db.atomic: the reads
 * share one snapshot); the Prisma finds of a booking took six. RLS scopes them to the tenant.
 */
export async function readBookingFacts(db: Db<Client>, appointmentId: string, attendeeId: string): Promise<BookingFacts> {
  const [appointments, attendees, live, waits, settings] = await db.atomic(literalSql`
    SELECT * FROM appointment_view WHERE id = ${appointmentId}::uuid;
    SELECT * FROM attendee_view WHERE id = ${attendeeId}::uuid;
    SELECT 1 FROM attendance WHERE appointment_id = ${appointmentId}::uuid AND attendee_id = ${attendeeId}::uuid
      AND status <> ${AttendanceStatus.Canceled} LIMIT 1;
    SELECT w.date, w.time_from, w.time_till FROM attendance a JOIN appointment_view w ON w.id = a.appointment_id
      WHERE a.attendee_id = ${attendeeId}::uuid AND a.status = ${AttendanceStatus.OnWaitingList}
        AND a.appointment_id <> ${appointmentId}::uuid
        AND w.date = (SELECT date FROM appointment_view WHERE id = ${appointmentId}::uuid);
    SELECT appointment_booking_in_advance_days FROM company_settings_view LIMIT 1`);
  return {
    appointment: (appointments![0] as AppointmentView | undefined) ?? null,
    attendee: (attendees![0] as AttendeeView | undefined) ?? null,
    live: live!.length > 0,
    advanceDays: (settings![0]?.appointmentBookingInAdvanceDays as number | undefined) ?? null,
    waits: waits as BookingFacts['waits'],
  };
}
