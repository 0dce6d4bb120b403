import { z } from 'zod';
import { odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import type { ODataResource } from '../../odata.ts';
import { WebPushSubscriptionStatus } from '../../enums.ts';

export const WebPushMessage = z.object({
  id: Uuid,
  tag: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  companyId: Uuid,
  createdDate: z.string(),
  read: z.boolean(),
});

/** Spec section 3: what CheckSubscriptionStatus answers for this browser and user (the enum table's). */
export const SubscriptionStatus = WebPushSubscriptionStatus;
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];

/** A push service's address: https only, as browsers hand it out (the host list is the service's setting). */
const PushEndpoint = z.url({ protocol: /^https$/ }).max(2048);
/** base64url of a fixed number of bytes, with or without padding. */
const Base64Url = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = (4 - (chars % 4)) % 4;
  return z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}(={${padding}})?$`), `base64url of ${bytes} bytes expected`);
};

export const CheckSubscriptionStatusBody = z.object({
  webPushSubscriptionEndpoint: PushEndpoint.nullish(),
});

export const SaveSubscriptionBody = z
  .object({
    deactivated: z.boolean().default(false),
    endpoint: PushEndpoint.nullish(),
    /** The browser's P-256 public key (65 bytes, uncompressed point). */
    keyP256dh: Base64Url(65).nullish(),
    /** The browser's authentication secret (16 bytes). */
    keyAuth: Base64Url(16).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.deactivated) return;
    for (const key of ['endpoint', 'keyP256dh', 'keyAuth'] as const)
      if (!b[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required unless deactivated' });
  });

export const SubscriptionStatusAnswer = z.object({
  publicVapidKey: z.string(),
  status: z.union(Object.values(SubscriptionStatus).map((s) => z.literal(s))),
});

// Spec section 9: web push messages createdDate desc.
const webPushMessageOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    tag: { type: 'string' },
    title: { type: 'string' },
    text: { type: 'string' },
    read: { type: 'boolean' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'createdDate', direction: 'desc' }],
};

export const webPushContracts = {
  getMessages: route({
    method: 'GET',
    path: '/odata/WebPush/GetMessages()',
    service: 'notification',
    access: 'authenticated',
    summary: "The caller's web push messages, newest first",
    odata: webPushMessageOData,
    response: odataList(WebPushMessage),
  }),
  markAllRead: route({
    method: 'POST',
    path: '/api/WebPush/MarkAllMessagesRead',
    service: 'notification',
    access: 'authenticated',
    summary: "Mark all of the caller's messages read",
    response: z.object({ updated: z.number().int() }),
  }),
  checkSubscriptionStatus: route({
    method: 'POST',
    path: '/api/WebPush/CheckSubscriptionStatus',
    service: 'notification',
    access: 'authenticated',
    summary: "This browser's push subscription status for the caller, with the deployment's public VAPID key",
    body: CheckSubscriptionStatusBody,
    response: SubscriptionStatusAnswer,
  }),
  saveSubscription: route({
    method: 'POST',
    path: '/api/WebPush/SaveSubscription',
    service: 'notification',
    access: 'authenticated',
    summary: "Store this browser's push subscription for the caller, or the caller's refusal (deactivated)",
    body: SaveSubscriptionBody,
    response: SubscriptionStatusAnswer,
  }),
} as const;
