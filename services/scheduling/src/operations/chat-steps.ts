import { notFound, type TxClient } from '@takt/kit';
import { STAFF_ROLES, type UserCaller } from '@takt/proto';
import { findAppointment } from '../store/appointments.ts';
import { isParticipant } from '../store/appointment-participants.ts';
import type { Client } from '../store/client.ts';

export const isStaff = (user: UserCaller): boolean => user.roles.some((r) => STAFF_ROLES.includes(r));

/**
 * Who reads an appointment's chat: staff every message (answers undefined), a member only when
 * booked on it, and then as the reader whose private messages count. Anything else is a 404, so
 * a member cannot learn which appointments exist.
 */
export async function chatReader(tx: TxClient<Client>, user: UserCaller, appointmentId: string): Promise<string | undefined> {
  if (!(await findAppointment(tx, appointmentId))) throw notFound('Appointment');
  if (isStaff(user)) return undefined;
  if (!(await isParticipant(tx, appointmentId, user.userId))) throw notFound('Appointment');
  return user.userId;
}
