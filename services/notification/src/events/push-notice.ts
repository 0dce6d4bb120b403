import type { Bus } from '@takt/kit';
import { notifySubject, UpdatePushMessagesNotice } from '@takt/proto';

/** Tells every gateway replica that these accounts have new or changed push messages. */
export async function noticePushMessages(bus: Bus, companyId: string, accountIds: string[]): Promise<void> {
  const notice = UpdatePushMessagesNotice.parse({ accountIds });
  await bus.notify(notifySubject(companyId, 'UpdatePushMessages'), Buffer.from(JSON.stringify(notice)));
}

/** A hub notice names at most this many accounts (a news to 10,000 members is ten notices). */
const NOTICE_CHUNK = 1_000;

export async function noticePushMessagesInChunks(bus: Bus, companyId: string, accountIds: string[]): Promise<void> {
  for (let i = 0; i < accountIds.length; i += NOTICE_CHUNK) await noticePushMessages(bus, companyId, accountIds.slice(i, i + NOTICE_CHUNK));
}
