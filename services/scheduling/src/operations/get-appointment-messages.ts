import type { Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { messagesOf, withNames, type NamedMessage } from '../store/appointment-messages.ts';
import type { Client } from '../store/client.ts';
import { chatReader } from './chat-steps.ts';

export function getAppointmentMessages(
  db: Db<Client>,
  user: UserCaller,
  appointmentId: string,
  fromDate?: string,
): Promise<NamedMessage[]> {
  return db.tx(async (tx) => {
    const reader = await chatReader(tx, user, appointmentId);
    return withNames(tx, await messagesOf(tx, appointmentId, fromDate ? new Date(fromDate) : undefined, reader));
  });
}
