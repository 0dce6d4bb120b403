import { asTenant, type Db, type Logger, type ServiceDeps } from '@takt/kit';
import { ensureVapidKeys } from '../operations/ensure-vapid-keys.ts';
import type { NotificationSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import type { VapidKeys } from '../store/vapid-keys.ts';
import { markGone } from '../store/subscriptions.ts';
import { createPushSender, type SendPush } from './sender.ts';
import { createSendQueue, type SendQueue } from './send-queue.ts';

/** What routes and consumers of one running service share for web push. */
export interface WebPush {
  settings: NotificationSettings;
  log: Logger;
  /** The deployment's key pair, read (or made) once per process. */
  keys(): Promise<VapidKeys>;
  send: SendPush;
  /** Bursts (news) go through this bounded queue with retries (decision 0058). */
  queue: SendQueue;
}

const running = new WeakMap<Db<Client>, WebPush>();

/** One per running service (routes and consumers get the same deps' database). */
export function webPushOf(deps: Pick<ServiceDeps<Client, NotificationSettings>, 'db' | 'settings' | 'log'>): WebPush {
  const known = running.get(deps.db);
  if (known) return known;
  let keys: Promise<VapidKeys> | undefined;
  const push: WebPush = {
    settings: deps.settings,
    log: deps.log,
    keys: () => {
      keys ??= ensureVapidKeys(deps.db).catch((err: unknown) => {
        keys = undefined;
        throw err;
      });
      return keys;
    },
    send: createPushSender(deps.settings),
    queue: createSendQueue({
      concurrency: deps.settings.WEB_PUSH_CONCURRENCY,
      deliver: async (job) => push.send(await push.keys(), job.target, job.payload),
      onGone: (job) => asTenant(job.companyId, () => deps.db.tx((tx) => markGone(tx, [job.subscriptionId]))),
      log: deps.log,
    }),
  };
  running.set(deps.db, push);
  return push;
}
