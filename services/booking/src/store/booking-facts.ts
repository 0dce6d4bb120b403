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
 * Every fact of one appointment's bookings for `attendeeIds` in ONE round trip and no transaction
 * held open (db.atomic: the reads share one snapshot), keyed by attendee; the Prisma finds of a
 * single booking took six. RLS scopes them to the tenant.
 */
export async function readBookingFacts(db: Db<Client>, appointmentId: string, attendeeIds: string[]): Promise<Map<string, BookingFacts>> {
  const ids = `{${attendeeIds.join(',')}}`;
  const [appointments, attendees, live, waits, settings] = await db.atomic(literalSql`
    SELECT * FROM appointment_view WHERE id = ${appointmentId}::uuid;
    SELECT * FROM attendee_view WHERE id = ANY(${ids}::uuid[]);
    SELECT DISTINCT attendee_id::text FROM attendance WHERE appointment_id = ${appointmentId}::uuid
      AND attendee_id = ANY(${ids}::uuid[]) AND status <> ${AttendanceStatus.Canceled};
    SELECT a.attendee_id::text, w.date, w.time_from, w.time_till FROM attendance a JOIN appointment_view w ON w.id = a.appointment_id
      WHERE a.attendee_id = ANY(${ids}::uuid[]) AND a.status = ${AttendanceStatus.OnWaitingList}
        AND a.appointment_id <> ${appointmentId}::uuid
        AND w.date = (SELECT date FROM appointment_view WHERE id = ${appointmentId}::uuid);
    SELECT appointment_booking_in_advance_days FROM company_settings_view LIMIT 1`);
  const appointment = (appointments![0] as AppointmentView | undefined) ?? null;
  const advanceDays = (settings![0]?.appointmentBookingInAdvanceDays as number | undefined) ?? null;
  const liveIds = new Set(live!.map((r) => r.attendeeId as string));
  const people = new Map(attendees!.map((a) => [a.id as string, a as AttendeeView]));
  const facts = new Map<string, BookingFacts>();
  for (const id of attendeeIds) {
    const attendee = people.get(id) ?? null;
    const own = waits!.filter((w) => w.attendeeId === id) as unknown as BookingFacts['waits'];
    facts.set(id, { appointment, attendee, live: liveIds.has(id), advanceDays, waits: own });
  }
  return facts;
}
