import { AttendanceStatus, type Envelope } from '@takt/proto';
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

/** The two events a booking may publish; the seat statement picks one (decision 0029). */
export interface BookedEvents {
  confirmed: Envelope;
  /** Its payload's waitingListNumber is filled in by the statement. */
  waitlisted: Envelope;
}

/**
 * Takes a place or the next waiting number, writes the attendance and its event, all in ONE
 * statement: the hot appointment row is locked from this statement to the commit and never across
 * a round trip (decision 0029). `before` is the row as locked; the rule is domain/decide-booking's
 * (a place while confirmed < max, else last waiting number + 1), which the test checks against it.
 * The booking date is when the seat was taken (clock_timestamp, not the transaction's start), so
 * it orders bookings as the waiting numbers do. `q` sends it: Prisma's `$queryRaw` inside a
 * transaction, or `literalSql` for `db.atomic`, where it is the whole transaction (decision 0066).
 */
export function seatStatement<R>(q: SqlTag<R>, a: NewAttendance, events: BookedEvents): R {
  return q`
    WITH before AS (
      SELECT id, confirmed_count, max_attendees, last_waiting_number FROM appointment_view
      WHERE id = ${a.appointmentId}::uuid AND NOT is_cancelled FOR UPDATE
    ), seat AS (
      UPDATE appointment_view v SET
        confirmed_count = b.confirmed_count + (b.confirmed_count < b.max_attendees)::int,
        last_waiting_number = b.last_waiting_number + (b.confirmed_count >= b.max_attendees)::int
      FROM before b WHERE v.id = b.id
      RETURNING b.confirmed_count < b.max_attendees AS confirmed, v.last_waiting_number AS n
    ), att AS (
      INSERT INTO attendance (id, attendee_id, appointment_id, status, source, waiting_list_number, note, created_by_user_id, booking_date, cent_cost)
      SELECT ${a.id}::uuid, ${a.attendeeId}::uuid, ${a.appointmentId}::uuid, CASE WHEN confirmed THEN 2 ELSE 4 END, 0,
        CASE WHEN confirmed THEN NULL ELSE n END, ${a.note}, ${a.createdByUserId}::uuid, clock_timestamp(), ${a.centCost}::int
      FROM seat
      RETURNING *
    ), ev AS (
      INSERT INTO kit_outbox (id, subject, envelope)
      SELECT
        CASE WHEN confirmed THEN ${events.confirmed.id}::uuid ELSE ${events.waitlisted.id}::uuid END,
        CASE WHEN confirmed THEN ${events.confirmed.subject} ELSE ${events.waitlisted.subject} END,
        CASE WHEN confirmed THEN ${JSON.stringify(events.confirmed)}::jsonb
          ELSE jsonb_set(${JSON.stringify(events.waitlisted)}::jsonb, '{payload,waitingListNumber}', to_jsonb(n)) END
      FROM seat
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

/** The attendance the seat statement wrote; null: the appointment is not the tenant's (RLS) or was cancelled meanwhile. */
export function seatedAttendance(rows: Attendance[]): Attendance | null {
  const row = rows[0];
  if (!row) return null;
  const { events: _events, notified: _notified, ...attendance } = row as Attendance & { events: number; notified: string };
  return attendance;
}

/** The seat statement inside the caller's transaction (a series books several in one). */
export async function bookSeat(tx: Tx, a: NewAttendance, events: BookedEvents): Promise<Attendance | null> {
  return seatedAttendance(await seatStatement((s, ...v) => tx.$queryRaw<Attendance[]>(s, ...v), a, events));
}

/** The seat statement as the whole transaction: one round trip, the hot row held only while PostgreSQL runs it. */
export async function bookSeatAtomically(db: Db<Client>, a: NewAttendance, events: BookedEvents): Promise<Attendance | null> {
  const [rows] = await db.atomic(seatStatement(literalSql, a, events));
  return seatedAttendance(rows as unknown as Attendance[]);
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
