import type { Db, Logger, ServiceDeps } from '@takt/kit';
import { ensureVapidKeys } from '../operations/ensure-vapid-keys.ts';
import type { NotificationSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import type { VapidKeys } from '../store/vapid-keys.ts';
import { createPushSender, type SendPush } from './sender.ts';

/** What routes and consumers of one running service share for web push. */
export interface WebPush {
  settings: NotificationSettings;
  log: Logger;
  /** The deployment's key pair, read (or made) once per process. */
  keys(): Promise<VapidKeys>;
  send: SendPush;
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
  };
  running.set(deps.db, push);
  return push;
}
