import type { Bus, Router } from '@takt/kit';
import { notificationContracts } from '@takt/proto';
import { markAllRead } from '../operations/mark-all-read.ts';
import type { Client } from '../store/client.ts';
import type { WebPushMessage } from '../store/generated/client.ts';

function toDto(m: WebPushMessage) {
  return {
    id: m.id,
    tag: m.tag,
    title: m.title,
    text: m.text,
    companyId: m.companyId,
    createdDate: m.createdDate.toISOString(),
    read: m.read,
  };
}

export function webPushRoutes(r: Router<Client>, bus: Bus): void {
  r.list(notificationContracts.getMessages, {
    model: (tx) => tx.webPushMessage,
    map: toDto,
    // Everyone reads only their own inbox, whatever the filter says.
    where: ({ user }) => ({ userId: user.userId }),
  });

  r.handle(notificationContracts.markAllRead, ({ db, user }) => markAllRead(db, bus, user));
}
