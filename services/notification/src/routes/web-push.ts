import { dtoOf, type Bus, type Router } from '@takt/kit';
import { notificationContracts, WebPushMessage as WebPushMessageDto } from '@takt/proto';
import { markAllRead } from '../operations/mark-all-read.ts';
import type { Client } from '../store/client.ts';

const toDto = dtoOf(WebPushMessageDto);

export function webPushRoutes(r: Router<Client>, bus: Bus): void {
  r.list(notificationContracts.getMessages, {
    model: (tx) => tx.webPushMessage,
    map: toDto,
    // Everyone reads only their own inbox, whatever the filter says.
    where: ({ user }) => ({ userId: user.userId }),
  });

  r.handle(notificationContracts.markAllRead, ({ db, user }) => markAllRead(db, bus, user));
}
