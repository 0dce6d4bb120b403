import { z } from 'zod';
import { odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import type { ODataResource } from '../../odata.ts';

export const WebPushMessage = z.object({
  id: Uuid,
  tag: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  companyId: Uuid,
  createdDate: z.string(),
  read: z.boolean(),
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

export const notificationContracts = {
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
} as const;
