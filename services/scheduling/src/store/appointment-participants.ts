import { buriedSql, recordNamed, type SqlEffect, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

type Booked = { attendanceId: string; attendeeId: string; appointmentId: string; applicationUserId: string | null };
const BOOKED_COLUMNS = 'attendance_id uuid, attendee_id uuid, appointment_id uuid, application_user_id uuid';
const bookedRow = (p: Booked) => ({
  attendance_id: p.attendanceId,
  attendee_id: p.attendeeId,
  appointment_id: p.appointmentId,
  application_user_id: p.applicationUserId,
});
/**
 * Members with a login join the appointment's chat; the latest booking of the batch is the one that let them in.
 * Neither a booking whose cancellation was handled first (it was retried after a failure, decision
 * 0077) nor one of a member erased before it was handled (kit's tombstones).
 */
const JOIN_CHAT = `
  INSERT INTO appointment_participant (appointment_id, application_user_id, attendance_id)
  SELECT DISTINCT ON (appointment_id, application_user_id) appointment_id, application_user_id, attendance_id
  FROM ev WHERE application_user_id IS NOT NULL
    AND NOT ${buriedSql('attendance', 'ev.attendance_id')} AND NOT ${buriedSql('attendee', 'ev.attendee_id')}
  ORDER BY appointment_id, application_user_id, n DESC
  ON CONFLICT (appointment_id, application_user_id) DO UPDATE SET attendance_id = EXCLUDED.attendance_id`;

/** A waiting booking, a batch in one statement (decision 0074): a member with a login joins the chat. */
export const waitingWrite: SqlEffect<Booked> = { columns: BOOKED_COLUMNS, row: bookedRow, statements: [JOIN_CHAT] };

/** A confirmed booking, a batch in one statement: the appointment's booked count and the chat. */
export const confirmedWrite: SqlEffect<Booked> = {
  columns: BOOKED_COLUMNS,
  row: bookedRow,
  statements: [
    `UPDATE appointment a SET booked_count = a.booked_count + c.n
     FROM (SELECT appointment_id, count(*)::int AS n FROM ev GROUP BY appointment_id) c WHERE a.id = c.appointment_id`,
    JOIN_CHAT,
  ],
};

/** Only the booking that let them in takes them out (a newer booking of the same member stays). */
export async function removeParticipant(tx: Tx, appointmentId: string, attendanceId: string): Promise<void> {
  await tx.appointmentParticipant.deleteMany({ where: { appointmentId, attendanceId } });
}

export async function isParticipant(tx: Tx, appointmentId: string, applicationUserId: string): Promise<boolean> {
  const row = await tx.appointmentParticipant.findUnique({
    where: { appointmentId_applicationUserId: { appointmentId, applicationUserId } },
    select: { appointmentId: true },
  });
  return row !== null;
}

export const upsertMemberName = (tx: Tx, applicationUserId: string, fullName: string) =>
  recordNamed(tx.memberNameView, applicationUserId, fullName);
