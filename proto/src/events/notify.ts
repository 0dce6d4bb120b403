import { z } from 'zod';

/**
 * Real-time notices (core NATS, not JetStream): `notify.<companyId>.<method>`.
 * Every gateway replica relays them to its WebSocket clients in the company's group.
 */
export const HubMethod = {
  UpdatePushMessages: 'UpdatePushMessages',
} as const;

export const UpdatePushMessagesNotice = z.object({ accountIds: z.array(z.uuid()) });

export function notifySubject(companyId: string, method: keyof typeof HubMethod): string {
  return `notify.${companyId}.${method}`;
}
