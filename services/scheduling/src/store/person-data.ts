import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import { OWN_FEED_KIND } from './calendar-feeds.ts';

type Tx = TxClient<Client>;

// What scheduling holds about one member's login (decision 0037): chats, chat access, own calendar feeds.

const messagesOf = (userId: string) => ({ OR: [{ authorUserId: userId }, { recipientUserId: userId }] });
const feedsOf = (userId: string) => ({ kind: OWN_FEED_KIND, targetId: userId });

export async function personRowsOf(tx: Tx, userId: string) {
  const [memberName, participations, messages, calendarFeeds] = await Promise.all([
    tx.memberNameView.findFirst({ where: { id: userId } }),
    tx.appointmentParticipant.findMany({ where: { applicationUserId: userId } }),
    tx.appointmentMessage.findMany({ where: messagesOf(userId), orderBy: { createdDate: 'asc' } }),
    // The feed's token is a secret URL, not data about the person: only that the feed exists.
    tx.calendarFeed.findMany({ where: feedsOf(userId), select: { id: true, kind: true, createdDate: true } }),
  ]);
  return { memberName, participations, messages, calendarFeeds };
}

/** The member's chat messages (written or addressed to them), chat access, feeds and name go. */
export async function erasePersonRows(tx: Tx, userId: string): Promise<void> {
  await tx.appointmentMessage.deleteMany({ where: messagesOf(userId) });
  await tx.appointmentParticipant.deleteMany({ where: { applicationUserId: userId } });
  await tx.calendarFeed.deleteMany({ where: feedsOf(userId) });
  await tx.memberNameView.deleteMany({ where: { id: userId } });
}
