import { AttendanceStatus, BookingEvents, type Envelope } from '@takt/proto';
import { literalSql, type Db, type SqlTag, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { Attendance } from './generated/client.ts';

type Tx = TxClient<Client>;

export interface NewAttendance {
  id: string;
  attendeeId: string;
  appointmentId: string;
  note: string | null;
  createdByUserId: string | null;
  /** The attendee's price by the membership rule. */
  centCost: number;
}

/**
 * The two events a booking may publish; the seat statement picks one (decision 0029). The
 * waitlisted event is the confirmed one under its own id, subject and version with the waiting
 * number added to the payload (its schema is the confirmed one's and that number), so one envelope
 * travels per seat and the statement writes the other.
 */
export interface BookedEvents {
  confirmed: Envelope;
  waitlistedId: string;
}

const WAITLISTED = BookingEvents.AttendanceWaitlisted;

/** One booking for the seat statement: the attendance to write and its two possible events. */
export interface NewSeat {
  attendance: NewAttendance;
  events: BookedEvents;
}

/**
 * Takes places or the next waiting numbers for `seats` (one appointment's, in arrival order),
 * writes the attendances and their events, all in ONE statement: the hot appointment row is
 * locked from this statement to the commit and never across a round trip (decision 0029), and a
 * rush's concurrent bookings share one lock and one plan (decision 0079). `before` is the row as
 * locked; the k-th seat is confirmed while confirmed + k <= max, else it gets the waiting number
 * after the last one handed out: domain/decide-booking's rule applied k times, which the test
 * checks against it. The booking date is when the seat was taken (clock_timestamp, not the
 * transaction's start), so it orders bookings as the waiting numbers do. `q` sends it: Prisma's
 * `$queryRaw` inside a transaction, or `literalSql` for `db.atomic`, where it is the whole
 * transaction (decision 0066). Answers the attendances in the order of `seats`.
 */
export function seatStatement<R>(q: SqlTag<R>, appointmentId: string, seats: NewSeat[]): R {
  const input = seats.map(({ attendance: a, events }, i) => ({
    ord: i + 1,
    id: a.id,
    attendee_id: a.attendeeId,
    note: a.note,
    created_by_user_id: a.createdByUserId,
    cent_cost: a.centCost,
    confirmed: events.confirmed,
    waitlisted_id: events.waitlistedId,
  }));
  return q`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        AS x(ord int, id uuid, attendee_id uuid, note text, created_by_user_id uuid, cent_cost int, confirmed jsonb, waitlisted_id uuid)
    ), before AS (
      SELECT id, confirmed_count, max_attendees, last_waiting_number,
        greatest(max_attendees - confirmed_count, 0) AS free, (SELECT count(*)::int FROM input) AS n
      FROM appointment_view WHERE id = ${appointmentId}::uuid AND NOT is_cancelled FOR UPDATE
    ), seat AS (
      UPDATE appointment_view v SET
        confirmed_count = b.confirmed_count + least(b.n, b.free),
        last_waiting_number = b.last_waiting_number + greatest(b.n - b.free, 0)
      FROM before b WHERE v.id = b.id
      RETURNING b.free, b.last_waiting_number AS last
    ), placed AS (
      SELECT i.*, i.ord <= s.free AS is_confirmed, CASE WHEN i.ord <= s.free THEN NULL ELSE s.last + i.ord - s.free END AS n
      FROM input i, seat s
    ), att AS (
      INSERT INTO attendance (id, attendee_id, appointment_id, status, source, waiting_list_number, note, created_by_user_id, booking_date, cent_cost)
      SELECT id, attendee_id, ${appointmentId}::uuid, CASE WHEN is_confirmed THEN 2 ELSE 4 END, 0, n, note, created_by_user_id,
        clock_timestamp(), cent_cost
      FROM placed ORDER BY ord
      RETURNING *
    ), ev AS (
      INSERT INTO kit_outbox (id, subject, envelope)
      SELECT (e->>'id')::uuid, e->>'subject', e FROM (
        SELECT ord, CASE WHEN is_confirmed THEN confirmed ELSE jsonb_set(
          confirmed || jsonb_build_object('id', waitlisted_id, 'subject', ${WAITLISTED.subject}::text, 'version', ${WAITLISTED.version}::int),
          '{payload,waitingListNumber}', to_jsonb(n)) END AS e
        FROM placed
      ) x ORDER BY ord
      RETURNING 1
    )
    SELECT att.id::text, att.company_id::text AS "companyId", att.attendee_id::text AS "attendeeId",
      att.appointment_id::text AS "appointmentId", att.status, att.source, att.waiting_list_number AS "waitingListNumber",
      att.note, att.booking_date AS "bookingDate", att.created_by_user_id::text AS "createdByUserId",
      att.canceled_date AS "canceledDate", att.late_cancellation AS "lateCancellation",
      att.canceled_by_user_id::text AS "canceledByUserId", att.checked_in_date AS "checkedInDate",
      att.cent_cost AS "centCost", (SELECT count(*) FROM ev)::int AS events, pg_notify('kit_outbox', '')::text AS notified
    FROM att`;
}

/** The attendances the seat statement wrote, in the order of its seats; empty: the appointment is not the tenant's (RLS) or was cancelled meanwhile. */
export function seatedAttendances(rows: Attendance[], seats: NewSeat[]): Attendance[] {
  const byId = new Map<string, Attendance>();
  for (const row of rows) {
    const { events: _events, notified: _notified, ...attendance } = row as Attendance & { events: number; notified: string };
    byId.set(attendance.id, attendance);
  }
  return seats.flatMap((s) => byId.get(s.attendance.id) ?? []);
}

/** The seat statement inside the caller's transaction (a series books several in one); null: see `seatedAttendances`. */
export async function bookSeat(tx: Tx, a: NewAttendance, events: BookedEvents): Promise<Attendance | null> {
  const seats = [{ attendance: a, events }];
  const rows = await seatStatement((s, ...v) => tx.$queryRaw<Attendance[]>(s, ...v), a.appointmentId, seats);
  return seatedAttendances(rows, seats)[0] ?? null;
}

/** The seat statement as the whole transaction: one round trip, the hot row held only while PostgreSQL runs it. */
export async function bookSeatsAtomically(db: Db<Client>, appointmentId: string, seats: NewSeat[]): Promise<Attendance[]> {
  const [rows] = await db.atomic(seatStatement(literalSql, appointmentId, seats));
  return seatedAttendances(rows as unknown as Attendance[], seats);
}

/** Moves the confirmed count by `delta` (a cancellation -1, promotions +n) and answers the seats after it. */
export async function moveConfirmed(tx: Tx, appointmentId: string, delta: number) {
  const rows = await tx.$queryRaw<{ maxAttendees: number; confirmedCount: number; lastWaitingNumber: number }[]>`
    UPDATE appointment_view SET confirmed_count = confirmed_count + ${delta}
    WHERE id = ${appointmentId}::uuid
    RETURNING max_attendees AS "maxAttendees", confirmed_count AS "confirmedCount", last_waiting_number AS "lastWaitingNumber"`;
  return rows[0] ?? null;
}

/**
 * Takes a place or the next waiting number for an attendance that exists already (an accepted
 * task request), by the same rule and the same single locking statement as `bookSeat`. Null: the
 * appointment is cancelled or not the tenant's.
 */
export async function takeSeat(tx: Tx, appointmentId: string): Promise<{ confirmed: boolean; waitingListNumber: number | null } | null> {
  const rows = await tx.$queryRaw<{ confirmed: boolean; n: number }[]>`
    WITH before AS (
      SELECT id, confirmed_count, max_attendees, last_waiting_number FROM appointment_view
      WHERE id = ${appointmentId}::uuid AND NOT is_cancelled FOR UPDATE
    )
    UPDATE appointment_view v SET
      confirmed_count = b.confirmed_count + (b.confirmed_count < b.max_attendees)::int,
      last_waiting_number = b.last_waiting_number + (b.confirmed_count >= b.max_attendees)::int
    FROM before b WHERE v.id = b.id
    RETURNING b.confirmed_count < b.max_attendees AS confirmed, v.last_waiting_number AS n`;
  const row = rows[0];
  if (!row) return null;
  return { confirmed: row.confirmed, waitingListNumber: row.confirmed ? null : row.n };
}

/** The requested attendance gets its place or waiting number (after `takeSeat`); false when it is not requested any more. */
export async function seatRequested(tx: Tx, id: string, seat: { confirmed: boolean; waitingListNumber: number | null }): Promise<boolean> {
  const { count } = await tx.attendance.updateMany({
    where: { id, status: AttendanceStatus.Requested },
    data: {
      status: seat.confirmed ? AttendanceStatus.Confirmed : AttendanceStatus.OnWaitingList,
      waitingListNumber: seat.waitingListNumber,
    },
  });
  return count === 1;
}

/** A member's booking of a course that needs approval: no place is taken until staff accept it. */
export function insertRequested(tx: Tx, a: NewAttendance): Promise<Attendance> {
  return tx.attendance.create({ data: { ...a, status: AttendanceStatus.Requested } });
}
