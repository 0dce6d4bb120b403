import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { AppointmentMessage } from './generated/client.ts';

type Tx = TxClient<Client>;

/** A message with the names its author and recipient have in scheduling's read models. */
export type NamedMessage = AppointmentMessage & { authorFullName: string | null; recipientFullName: string | null };

export function insertMessage(
  tx: Tx,
  m: { appointmentId: string; authorUserId: string; authorRoles: string[]; recipientUserId: string | null; text: string },
): Promise<AppointmentMessage> {
  return tx.appointmentMessage.create({ data: { id: randomUUID(), ...m } });
}

export const findMessage = (tx: Tx, id: string) => tx.appointmentMessage.findFirst({ where: { id } });

export const updateMessageText = (tx: Tx, id: string, text: string) =>
  tx.appointmentMessage.update({ where: { id }, data: { text, lastEditedDate: new Date() } });

/**
 * The chat oldest first. `reader` set (a member): only what is for everyone, or by or to them;
 * staff (no reader) see every message of the company's appointment.
 */
export function messagesOf(tx: Tx, appointmentId: string, since: Date | undefined, reader?: string): Promise<AppointmentMessage[]> {
  return tx.appointmentMessage.findMany({
    where: {
      appointmentId,
      ...(since ? { createdDate: { gt: since } } : {}),
      ...(reader ? { OR: [{ recipientUserId: null }, { authorUserId: reader }, { recipientUserId: reader }] } : {}),
    },
    orderBy: [{ createdDate: 'asc' }, { id: 'asc' }],
    take: 500,
  });
}

/** Adds the names scheduling knows (members from membership's events) to messages. */
export async function withNames(tx: Tx, rows: AppointmentMessage[]): Promise<NamedMessage[]> {
  const ids = [...new Set(rows.flatMap((m) => [m.authorUserId, m.recipientUserId ?? []]).flat())];
  const names = new Map((await tx.memberNameView.findMany({ where: { id: { in: ids } } })).map((n) => [n.id, n.name]));
  return rows.map((m) => ({
    ...m,
    authorFullName: names.get(m.authorUserId) ?? null,
    recipientFullName: m.recipientUserId ? (names.get(m.recipientUserId) ?? null) : null,
  }));
}
