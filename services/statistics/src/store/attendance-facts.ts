import type { TxClient } from '@takt/kit';
import { AttendanceStatus, type BookingEvents, type PayloadOf } from '@takt/proto';
import type { AttendanceFactRow } from '../domain/aggregate-statistics.ts';
import type { Client } from './client.ts';

type AttendanceFacts = PayloadOf<typeof BookingEvents.AttendanceConfirmed>;

/**
 * Inserts or refreshes the fact of one attendance. Confirmed and waitlisted arrive on separate
 * consumers, so the newer event (by occurredAt) wins regardless of delivery order.
 */
export async function upsertAttendanceFact(
  tx: TxClient<Client>,
  p: AttendanceFacts,
  status: AttendanceStatus,
  occurredAt: string,
): Promise<void> {
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

/** Confirmed attendances of the current tenant with a date in [startDate, endDate] (yyyy-mm-dd, inclusive). */
export function confirmedAttendances(tx: TxClient<Client>, startDate: string, endDate: string): Promise<AttendanceFactRow[]> {
  return tx.attendanceFact.findMany({
    where: { status: AttendanceStatus.Confirmed, date: { gte: new Date(startDate), lte: new Date(endDate) } },
    select: { attendeeId: true, courseName: true, centCost: true },
  });
}
