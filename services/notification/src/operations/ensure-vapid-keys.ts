import { lockUntilCommit, type Db } from '@takt/kit';
import webpush from 'web-push';
import type { Client } from '../store/client.ts';
import { findVapidKeys, insertVapidKeys, type VapidKeys } from '../store/vapid-keys.ts';

/**
 * The deployment's VAPID key pair, made at the first start. Replicas starting together queue on
 * one lock, so the first makes the pair and the others read it: every browser subscribed with
 * the one public key, and a new pair would orphan every subscription.
 */
export function ensureVapidKeys(db: Db<Client>): Promise<VapidKeys> {
  return db.system(async (tx) => {
    const kept = await findVapidKeys(tx);
    if (kept) return kept;
    await lockUntilCommit(tx, 'notification:vapid-key');
    // Read again under the lock: a replica that held it before us has committed its pair.
    const theirs = await findVapidKeys(tx);
    if (theirs) return theirs;
    const made = webpush.generateVAPIDKeys();
    await insertVapidKeys(tx, made);
    return made;
  });
}
