import { buriedSql, type SqlEffect, type TxClient } from '@takt/kit';
import { AttendanceStatus, type BookingEvents, type PayloadOf } from '@takt/proto';
import type { AttendanceRow, AttendeeFacts } from '../domain/statistic-keys.ts';
import type { Client } from './client.ts';
import { Prisma } from './generated/client.ts';

type Tx = TxClient<Client>;
type AttendanceFacts = PayloadOf<typeof BookingEvents.AttendanceConfirmed>;

const FACT_COLUMNS =
  'attendance_id uuid, appointment_id uuid, attendee_id uuid, course_id uuid, course_name text, date date, time_from text, cent_cost int, occurred_at timestamptz';

/**
 * Inserts or refreshes the facts of a batch of attendances, one statement (decision 0074).
 * Confirmed, waitlisted and cancelled arrive on separate consumers, so the newer event (by
 * occurredAt) wins regardless of delivery order; within a batch too. Booking's events are not
 * ordered with membership's erasure: an attendance of an erased member (kit's tombstone, decision
 * 0077) counts under a fresh id that names nobody, as the erasure left the others.
 */
export const attendanceFactWrite = (status: AttendanceStatus): SqlEffect<AttendanceFacts> => ({
  columns: FACT_COLUMNS,
  row: (p, e) => ({
    attendance_id: p.attendanceId,
    appointment_id: p.appointmentId,
    attendee_id: p.attendeeId,
    course_id: p.courseId,
    course_name: p.courseName,
    date: p.date,
    time_from: p.timeFrom,
    cent_cost: p.centCost,
    occurred_at: e.occurredAt,
  }),
  statements: [
    `
    INSERT INTO attendance_fact (attendance_id, appointment_id, attendee_id, course_id, course_name, date, time_from, status, cent_cost, occurred_at)
    SELECT DISTINCT ON (attendance_id) attendance_id, appointment_id,
      CASE WHEN ${buriedSql('attendee', 'ev.attendee_id')} THEN gen_random_uuid() ELSE attendee_id END,
      course_id, course_name, date, time_from, ${Number(status)}, cent_cost, occurred_at
    FROM ev ORDER BY attendance_id, occurred_at DESC
    ON CONFLICT (attendance_id) DO UPDATE SET
      appointment_id = EXCLUDED.appointment_id, attendee_id = EXCLUDED.attendee_id, course_id = EXCLUDED.course_id,
      course_name = EXCLUDED.course_name, date = EXCLUDED.date, time_from = EXCLUDED.time_from, status = EXCLUDED.status,
      cent_cost = EXCLUDED.cent_cost, occurred_at = EXCLUDED.occurred_at
    WHERE attendance_fact.occurred_at <= EXCLUDED.occurred_at`,
  ],
});

/** Which facts a request needs; the others are left out of the grouping (decision 0057). */
export interface NeededFacts {
  attendee: boolean;
  date: boolean;
  time: boolean;
  course: boolean;
  room: boolean;
  location: boolean;
  trainers: boolean;
  departments: boolean;
}

// Static SQL expressions only (never input): a fact a request does not need is ''.
const EXPRESSIONS: Record<keyof NeededFacts, string> = {
  attendee: 'f.attendee_id::text',
  date: "to_char(COALESCE(a.date, f.date), 'YYYY-MM-DD')",
  time: 'COALESCE(a.time_from, f.time_from)',
  course: 'f.course_id::text',
  room: "COALESCE(a.room_id::text, '')",
  location: "COALESCE(COALESCE(a.location_id, c.location_id)::text, '')",
  trainers: "COALESCE(array_to_string(a.trainer_ids, ','), '')",
  departments: "COALESCE(array_to_string(c.department_ids, ','), '')",
};
const ORDER = Object.keys(EXPRESSIONS) as (keyof NeededFacts)[];

/**
 * Confirmed attendances of the current tenant whose appointment lies in [startDate, endDate]
 * (yyyy-mm-dd, inclusive), grouped by the facts the request needs, with their number and cents:
 * the appointment's date, time, room and trainers, the course's location and departments (the
 * appointment's date wins over the booking's: it may have moved since). The groups come as one
 * text (a line each, tab-separated), several times faster than an object per row from the driver.
 */
export async function confirmedAttendances(tx: Tx, startDate: string, endDate: string, needed: NeededFacts): Promise<AttendanceRow[]> {
  const columns = ORDER.map((k, i) => `${needed[k] ? EXPRESSIONS[k] : "''"} AS c${i}`).join(', ');
  const grouped = Prisma.raw(`SELECT ${columns}, count(*) AS n, sum(f.cent_cost) AS cents`);
  const [{ lines }] = await tx.$queryRaw<[{ lines: string | null }]>`
    SELECT string_agg(concat_ws(E'\t', c0, c1, c2, c3, c4, c5, c6, c7, n, cents), E'\n') AS lines FROM (
      ${grouped}
      FROM attendance_fact f
      LEFT JOIN appointment_fact a ON a.appointment_id = f.appointment_id
      LEFT JOIN course_fact c ON c.course_id = f.course_id
      WHERE f.status = ${AttendanceStatus.Confirmed}
        AND COALESCE(a.date, f.date) BETWEEN ${startDate}::date AND ${endDate}::date
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8) g`;
  return lines ? lines.split('\n').map(rowOf) : [];
}

const list = (s: string | undefined) => (s ? s.split(',') : []);
function rowOf(line: string): AttendanceRow {
  const [attendeeId, date, timeFrom, courseId, roomId, locationId, trainerIds, departmentIds, count, centCost] = line.split('\t');
  return {
    attendeeId: attendeeId!,
    date: date!,
    timeFrom: timeFrom!,
    courseId: courseId!,
    roomId: roomId || null,
    locationId: locationId || null,
    trainerIds: list(trainerIds),
    departmentIds: list(departmentIds),
    count: Number(count),
    centCost: Number(centCost),
  };
}

/** What of the attendees a request needs beyond birthday, gender and memberships (decision 0068). */
export interface AttendeeNeeds {
  characteristics: boolean;
  /** The range whose months' uncancelled single-cost positions to load; null: none. */
  singleCostsOf: { startDate: string; endDate: string } | null;
}

/**
 * The attendees of the current tenant by id: birthday, gender and memberships, and, only when
 * asked, the characteristics and the single costs charged in the months of the range (also of
 * an attendee membership has not announced yet).
 */
export async function attendeeFacts(tx: Tx, needs: AttendeeNeeds): Promise<Map<string, AttendeeFacts>> {
  const characteristics = Prisma.raw(needs.characteristics ? "COALESCE(a.characteristics, '[]')" : "'[]'::jsonb");
  const range = needs.singleCostsOf;
  const costs = range
    ? Prisma.sql`SELECT attendee_id, jsonb_agg(DISTINCT jsonb_build_object('costId', cost_id, 'month', to_char(date, 'YYYY-MM'))) AS costs
        FROM cost_position_fact
        WHERE NOT canceled AND date >= date_trunc('month', ${range.startDate}::date)
          AND date < date_trunc('month', ${range.endDate}::date) + interval '1 month'
        GROUP BY attendee_id`
    : Prisma.sql`SELECT NULL::uuid AS attendee_id, NULL::jsonb AS costs WHERE false`;
  const rows = await tx.$queryRaw<(AttendeeFacts & { id: string })[]>`
    SELECT COALESCE(a.attendee_id, c.attendee_id)::text AS id, to_char(a.birthday, 'YYYY-MM-DD') AS birthday, a.gender,
           COALESCE(a.memberships, '[]') AS memberships, ${characteristics} AS characteristics, COALESCE(c.costs, '[]') AS "singleCosts"
    FROM attendee_fact a FULL JOIN (${costs}) c ON c.attendee_id = a.attendee_id`;
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}
