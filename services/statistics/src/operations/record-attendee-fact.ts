import { isBuried, type TxClient } from '@takt/kit';
import type { HeldMembership } from '../domain/statistic-keys.ts';
import { upsertAttendeeFact } from '../store/attendee-facts.ts';
import type { Client } from '../store/client.ts';

interface AttendeeFacts {
  attendeeId: string;
  birthday?: string | null;
  gender?: string | null;
  memberships: HeldMembership[];
}

/** An attendee created or changed: birthday (age), gender and memberships (membership type); none of an erased one. */
export async function recordAttendeeFact(tx: TxClient<Client>, p: AttendeeFacts, occurredAt: string): Promise<void> {
  if (await isBuried(tx, 'attendee', p.attendeeId)) return;
  await upsertAttendeeFact(tx, p.attendeeId, p.birthday, p.memberships, occurredAt, p.gender);
}
