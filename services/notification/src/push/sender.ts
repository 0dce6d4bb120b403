import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { createSecureContext, rootCertificates } from 'node:tls';
import webpush from 'web-push';
import type { NotificationSettings } from '../settings.ts';
import type { VapidKeys } from '../store/vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  keyP256dh: string;
  keyAuth: string;
}

/** sent; gone: the push service no longer knows the subscription (404/410); failed: anything else. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type SendPush = (keys: VapidKeys, target: PushTarget, payload: string) => Promise<PushOutcome>;

/** A day: a member who is offline longer reads it in the bell. */
const TTL_SECONDS = 24 * 60 * 60;
/** A VAPID token is signed for 12 hours (RFC 8292 allows 24) and signed anew when less than one is left. */
const VAPID_VALID_SECONDS = 12 * 60 * 60;
const VAPID_RENEW_SECONDS = 60 * 60;

/**
 * Sends one encrypted push (RFC 8291, aes128gcm) with `web-push`, signed with the deployment's
 * VAPID key. One kept-alive agent per service: a burst goes to few push-service hosts.
 *
 * Two costs of a burst are paid once instead of per push: the VAPID token (an ECDSA signature)
 * is kept per push-service origin and key until it nears its end, and an extra CA goes into one
 * secure context (given as `ca`, Node joins every root certificate into each request's agent key,
 * a 200 kB string per push, which starved a 10,000-push burst).
 */
export function createPushSender(settings: NotificationSettings): SendPush {
  const secureContext = settings.WEB_PUSH_CA_FILE
    ? createSecureContext({ ca: [...rootCertificates, readFileSync(settings.WEB_PUSH_CA_FILE, 'utf8')] })
    : undefined;
  const agent = new Agent({ keepAlive: true, maxSockets: 64, ...(secureContext ? { secureContext } : {}) });
  const vapid = vapidTokens(settings.WEB_PUSH_SUBJECT);
  return async (keys, target, payload) => {
    try {
      await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.keyP256dh, auth: target.keyAuth } }, payload, {
        headers: { Authorization: vapid(keys, new URL(target.endpoint).origin) }, // no vapidDetails: it would sign again
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        agent,
        timeout: 10_000,
      });
      return 'sent';
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      return status === 404 || status === 410 ? 'gone' : 'failed';
    }
  };
}

/** The Authorization header for one push-service origin, kept while it is valid for more than an hour. */
function vapidTokens(subject: string) {
  const kept = new Map<string, { header: string; expires: number }>();
  return (keys: VapidKeys, origin: string): string => {
    const now = Math.floor(Date.now() / 1000);
    const key = `${keys.publicKey} ${origin}`;
    const known = kept.get(key);
    if (known && known.expires - now > VAPID_RENEW_SECONDS) return known.header;
    const expires = now + VAPID_VALID_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(origin, subject, keys.publicKey, keys.privateKey, 'aes128gcm', expires);
    kept.set(key, { header: Authorization, expires });
    return Authorization;
  };
}
