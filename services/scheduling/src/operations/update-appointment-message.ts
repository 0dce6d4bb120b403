import { forbidden, notFound, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { findMessage, updateMessageText, withNames, type NamedMessage } from '../store/appointment-messages.ts';
import type { Client } from '../store/client.ts';
import { chatReader } from './chat-steps.ts';

/** Only the author corrects a message; one the caller cannot read is a 404. */
export function updateAppointmentMessage(db: Db<Client>, user: UserCaller, id: string, text: string): Promise<NamedMessage> {
  return db.tx(async (tx) => {
    const message = await findMessage(tx, id);
    if (!message) throw notFound('Message');
    const reader = await chatReader(tx, user, message.appointmentId);
    if (reader && message.recipientUserId && ![message.authorUserId, message.recipientUserId].includes(reader)) {
      throw notFound('Message');
    }
    if (message.authorUserId !== user.userId) throw forbidden('Only the author can change a message');
    return (await withNames(tx, [await updateMessageText(tx, id, text)]))[0]!;
  });
}
