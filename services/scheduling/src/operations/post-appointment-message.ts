import { validationFailed, type Db } from '@takt/kit';
import type { AppointmentMessageInput, UserCaller } from '@takt/proto';
import { insertMessage, withNames, type NamedMessage } from '../store/appointment-messages.ts';
import { isParticipant } from '../store/appointment-participants.ts';
import type { Client } from '../store/client.ts';
import { chatReader, isStaff } from './chat-steps.ts';

/**
 * Stores a chat message; the route tells the appointment's hub group after the commit. Members
 * write to the whole chat; staff may also write to one booked member alone.
 */
export function postAppointmentMessage(db: Db<Client>, user: UserCaller, input: AppointmentMessageInput): Promise<NamedMessage> {
  return db.tx(async (tx) => {
    await chatReader(tx, user, input.appointmentId);
    const recipient = input.recipientApplicationUserId ?? null;
    if (recipient && (!isStaff(user) || !(await isParticipant(tx, input.appointmentId, recipient)))) {
      throw validationFailed([{ field: 'recipientApplicationUserId', message: 'not a member booked on this appointment' }]);
    }
    const message = await insertMessage(tx, {
      appointmentId: input.appointmentId,
      authorUserId: user.userId,
      authorRoles: [...user.roles],
      recipientUserId: recipient,
      text: input.text,
    });
    return (await withNames(tx, [message]))[0]!;
  });
}
