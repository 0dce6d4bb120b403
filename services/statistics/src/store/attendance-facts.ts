import type { TxClient } from '@takt/kit';
import { AttendanceStatus, type BookingEvents, type PayloadOf } from '@takt/proto';
import type { AttendanceRow, AttendeeFacts, HeldMembership } from '../domain/statistic-keys.ts';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;
type AttendanceFacts = PayloadOf<typeof BookingEvents.AttendanceConfirmed>;

/**
 * Inserts or refreshes the fact of one attendance. Confirmed, waitlisted and cancelled arrive on
 * separate consumers, so the newer event (by occurredAt) wins regardless of delivery order.
 */
export async function upsertAttendanceFact(tx: Tx, p: AttendanceFacts, status: AttendanceStatus, occurredAt: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO attendance_fact (attendance_id, appointment_id, attendee_id, course_id, course_name, date, time_from, status, cent_cost, occurred_at)
    VALUES (${p.attendanceId}::uuid, ${p.appointmentId}::uuid, ${p.attendeeId}::uuid, ${p.courseId}::uuid, ${p.courseName}, ${p.date}::date,
            ${p.timeFrom}, ${status}, ${p.centCost}, ${occurredAt}::timestamptz)
    ON CONFLICT (attendance_id) DO UPDATE SET
      appointment_id = EXCLUDED.appointment_id, attendee_id = EXCLUDED.attendee_id, course_id = EXCLUDED.course_id,
      course_name = EXCLUDED.course_name, date = EXCLUDED.date, time_from = EXCLUDED.time_from, status = EXCLUDED.status,
      cent_cost = EXCLUDED.cent_cost, occurred_at = EXCLUDED.occurred_at
    WHERE attendance_fact.occurred_at <= EXCLUDED.occurred_at`;
}

/**
 * Confirmed attendances of the current tenant whose appointment lies in [startDate, endDate]
 * (yyyy-mm-dd, inclusive), with the appointment's room, trainers and the course's location and
 * departments. The appointment's date wins over the booking's (it may have moved since).
 */
export function confirmedAttendances(tx: Tx, startDate: string, endDate: string): Promise<AttendanceRow[]> {
  return tx.$queryRaw<AttendanceRow[]>`
    SELECT f.attendee_id::text AS "attendeeId",
           to_char(COALESCE(a.date, f.date), 'YYYY-MM-DD') AS date,
           COALESCE(a.time_from, f.time_from) AS "timeFrom",
           f.course_id::text AS "courseId",
           a.room_id::text AS "roomId",
           COALESCE(a.location_id, c.location_id)::text AS "locationId",
           COALESCE(a.trainer_ids, '{}')::text[] AS "trainerIds",
           COALESCE(c.department_ids, '{}')::text[] AS "departmentIds",
           f.cent_cost AS "centCost"
    FROM attendance_fact f
    LEFT JOIN appointment_fact a ON a.appointment_id = f.appointment_id
    LEFT JOIN course_fact c ON c.course_id = f.course_id
    WHERE f.status = ${AttendanceStatus.Confirmed}
      AND COALESCE(a.date, f.date) BETWEEN ${startDate}::date AND ${endDate}::date`;
}

/** The attendees of the current tenant: birthday and memberships by attendee id. */
export async function attendeeFacts(tx: Tx): Promise<Map<string, AttendeeFacts>> {
  const rows = await tx.$queryRaw<{ id: string; birthday: string | null; memberships: HeldMembership[] }[]>`
    SELECT attendee_id::text AS id, to_char(birthday, 'YYYY-MM-DD') AS birthday, memberships FROM attendee_fact`;
  return new Map(rows.map((r) => [r.id, { birthday: r.birthday, memberships: r.memberships }]));
}
