import type { TxClient } from '@takt/kit';
import { markAttendeeDeleted } from '../store/attendee-facts.ts';
import type { Client } from '../store/client.ts';

/** A deleted attendee no longer counts as an active member (decision 0063). */
export function recordAttendeeDeletion(tx: TxClient<Client>, attendeeId: string, occurredAt: string): Promise<void> {
  return markAttendeeDeleted(tx, attendeeId, occurredAt);
}
