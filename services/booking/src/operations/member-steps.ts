import type { TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { AttendeeView } from '../store/generated/client.ts';
import { speaksFor } from '../store/login-people.ts';

/** Whether a member's login acts for the attendee: its own record, or a child by membership's contacts (decision 0049). */
export async function mayActFor(tx: TxClient<Client>, applicationUserId: string, attendee: AttendeeView): Promise<boolean> {
  return attendee.applicationUserId === applicationUserId || speaksFor(tx, applicationUserId, attendee.id);
}
