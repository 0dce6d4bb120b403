import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
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

/**
 * Sends one encrypted push (RFC 8291, aes128gcm) with `web-push`, signed with the deployment's
 * VAPID key. One kept-alive agent per service: a burst goes to few push-service hosts.
 */
export function createPushSender(settings: NotificationSettings): SendPush {
  const extraCa = settings.WEB_PUSH_CA_FILE ? [readFileSync(settings.WEB_PUSH_CA_FILE, 'utf8')] : [];
  const agent = new Agent({ keepAlive: true, maxSockets: 64, ...(extraCa.length ? { ca: [...rootCertificates, ...extraCa] } : {}) });
  return async (keys, target, payload) => {
    try {
      await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.keyP256dh, auth: target.keyAuth } }, payload, {
        vapidDetails: { subject: settings.WEB_PUSH_SUBJECT, ...keys },
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
