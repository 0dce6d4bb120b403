import type { Bus } from '@takt/kit';
import { notifySubject, UpdatePushMessagesNotice } from '@takt/proto';

/** Tells every gateway replica that these accounts have new or changed push messages. */
export async function noticePushMessages(bus: Bus, companyId: string, accountIds: string[]): Promise<void> {
  const notice = UpdatePushMessagesNotice.parse({ accountIds });
  await bus.notify(notifySubject(companyId, 'UpdatePushMessages'), Buffer.from(JSON.stringify(notice)));
}
