import type { TxClient } from '@takt/kit';
import { AttendanceStatus, type DashboardFigures, type RegistrationReportRequest } from '@takt/proto';
import type { RegistrationGroup, TrainerSlot } from '../domain/registration-report.ts';
import type { Client } from './client.ts';
import { Prisma } from './generated/client.ts';

type Tx = TxClient<Client>;
type Filters = Pick<RegistrationReportRequest, 'start' | 'end' | 'locationIds' | 'departmentIds' | 'courseIds' | 'roomIds' | 'trainerIds'>;

const LIVE = [AttendanceStatus.Confirmed, AttendanceStatus.OnWaitingList];
const list = (ids: string[] | undefined) => ids ?? [];

/**
 * The appointments (alias `a`, course fact `c`) of the range that pass the filters; an empty or
 * absent list filters nothing. The appointment's date and time win over the booking's (`f`).
 */
function appointmentFilter(q: Filters, withBooking: boolean): Prisma.Sql {
  const date = withBooking ? Prisma.sql`COALESCE(a.date, f.date)` : Prisma.sql`a.date`;
  const course = withBooking ? Prisma.sql`f.course_id` : Prisma.sql`a.course_id`;
  const [locations, departments, courses, rooms, trainers] = [q.locationIds, q.departmentIds, q.courseIds, q.roomIds, q.trainerIds].map(
    list,
  );
  return Prisma.sql`${date} BETWEEN ${q.start}::date AND ${q.end}::date
    AND (cardinality(${locations}::uuid[]) = 0 OR COALESCE(a.location_id, c.location_id) = ANY(${locations}::uuid[]))
    AND (cardinality(${departments}::uuid[]) = 0 OR c.department_ids && ${departments}::uuid[])
    AND (cardinality(${courses}::uuid[]) = 0 OR ${course} = ANY(${courses}::uuid[]))
    AND (cardinality(${rooms}::uuid[]) = 0 OR a.room_id = ANY(${rooms}::uuid[]))
    AND (cardinality(${trainers}::uuid[]) = 0 OR a.trainer_ids && ${trainers}::uuid[])`;
}

/** Live registrations of the current tenant that pass the filters, grouped by date, start and trainers. */
export async function registrationGroups(tx: Tx, q: Filters): Promise<RegistrationGroup[]> {
  const rows = await tx.$queryRaw<{ date: string; time_from: string; trainer_ids: string[]; n: number }[]>`
    SELECT to_char(COALESCE(a.date, f.date), 'YYYY-MM-DD') AS date, COALESCE(a.time_from, f.time_from) AS time_from,
           COALESCE(a.trainer_ids, '{}')::text[] AS trainer_ids, count(*)::int AS n
    FROM attendance_fact f
    LEFT JOIN appointment_fact a ON a.appointment_id = f.appointment_id
    LEFT JOIN course_fact c ON c.course_id = f.course_id
    WHERE f.status = ANY(${LIVE}::int[]) AND ${appointmentFilter(q, true)}
    GROUP BY 1, 2, 3`;
  return rows.map((r) => ({ date: r.date, timeFrom: r.time_from, trainerIds: r.trainer_ids, count: r.n }));
}

/** The trainers who lead an appointment of the range that passes the filters. */
export async function reportTrainerIds(tx: Tx, q: Filters): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT unnest(a.trainer_ids)::text AS id
    FROM appointment_fact a LEFT JOIN course_fact c ON c.course_id = a.course_id
    WHERE ${appointmentFilter(q, false)}`;
  return rows.map((r) => r.id);
}

/** Every appointment of these trainers in the range, whatever the filters (busy is busy). */
export async function trainerSlots(tx: Tx, start: string, end: string, trainerIds: string[]): Promise<TrainerSlot[]> {
  if (!trainerIds.length) return [];
  return tx.$queryRaw<TrainerSlot[]>`
    SELECT t.id::text AS "trainerId", to_char(a.date, 'YYYY-MM-DD') AS date, a.time_from AS "timeFrom"
    FROM appointment_fact a CROSS JOIN LATERAL unnest(a.trainer_ids) AS t(id)
    WHERE a.date BETWEEN ${start}::date AND ${end}::date AND t.id = ANY(${trainerIds}::uuid[])`;
}

export interface DashboardDates {
  today: string;
  monday: string;
  sunday: string;
  firstOfMonth: string;
}

/** The dashboard's counts over the current tenant's registrations and attendees. */
export async function dashboardCounts(tx: Tx, d: DashboardDates): Promise<DashboardFigures> {
  const [r] = await tx.$queryRaw<[Omit<DashboardFigures, 'activeMembers'>]>`
    SELECT count(*) FILTER (WHERE day = ${d.today}::date AND status = ANY(${LIVE}::int[]))::int AS "registrationsToday",
           count(*) FILTER (WHERE day BETWEEN ${d.monday}::date AND ${d.sunday}::date AND status = ANY(${LIVE}::int[]))::int AS "registrationsThisWeek",
           count(*) FILTER (WHERE day BETWEEN ${d.monday}::date AND ${d.sunday}::date AND status = ${AttendanceStatus.OnWaitingList})::int AS "waitingThisWeek",
           count(*) FILTER (WHERE day BETWEEN ${d.firstOfMonth}::date AND ${d.today}::date AND status = ${AttendanceStatus.Confirmed})::int AS "attendancesThisMonth"
    FROM (SELECT f.status, COALESCE(a.date, f.date) AS day FROM attendance_fact f
          LEFT JOIN appointment_fact a ON a.appointment_id = f.appointment_id
          WHERE COALESCE(a.date, f.date) BETWEEN LEAST(${d.monday}::date, ${d.firstOfMonth}::date) AND ${d.sunday}::date) x`;
  const [m] = await tx.$queryRaw<[{ n: number }]>`
    SELECT count(*)::int AS n FROM attendee_fact
    WHERE NOT deleted AND EXISTS (SELECT 1 FROM jsonb_array_elements(memberships) m
                  WHERE left(m->>'fromDate', 10) <= ${d.today} AND (m->>'tillDate' IS NULL OR left(m->>'tillDate', 10) >= ${d.today}))`;
  return { ...r, activeMembers: m.n };
}
