import { dtoOf, type Bus, type Router } from '@takt/kit';
import { notificationContracts, WebPushMessage as WebPushMessageDto } from '@takt/proto';
import { checkSubscriptionStatus } from '../operations/check-subscription-status.ts';
import { markAllRead } from '../operations/mark-all-read.ts';
import { saveSubscription } from '../operations/save-subscription.ts';
import type { WebPush } from '../push/web-push.ts';
import type { Client } from '../store/client.ts';

const toDto = dtoOf(WebPushMessageDto);

export function webPushRoutes(r: Router<Client>, bus: Bus, push: WebPush): void {
  r.list(notificationContracts.getMessages, {
    model: (tx) => tx.webPushMessage,
    map: toDto,
    // Everyone reads only their own inbox, whatever the filter says.
    where: ({ user }) => ({ userId: user.userId }),
  });

  r.handle(notificationContracts.markAllRead, ({ db, user }) => markAllRead(db, bus, user));
  r.handle(notificationContracts.checkSubscriptionStatus, ({ body, db, user }) => checkSubscriptionStatus(db, push, user, body));
  r.handle(notificationContracts.saveSubscription, ({ body, db, user }) => saveSubscription(db, push, user, body));
}
