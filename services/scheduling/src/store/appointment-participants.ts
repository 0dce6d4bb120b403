import { recordNamed, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** A booked member's login joins the appointment's chat (a repeat of the same booking changes nothing). */
export async function addParticipant(tx: Tx, appointmentId: string, applicationUserId: string, attendanceId: string): Promise<void> {
  await tx.appointmentParticipant.upsert({
    where: { appointmentId_applicationUserId: { appointmentId, applicationUserId } },
    create: { appointmentId, applicationUserId, attendanceId },
    update: { attendanceId },
  });
}

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
