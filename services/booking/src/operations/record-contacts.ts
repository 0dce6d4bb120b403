import type { TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { replaceContactLinks } from '../store/login-people.ts';

/** Keeps which attendees an attendee's contacts are (a parent's login sees and books for its children). */
export function recordContacts(
  tx: TxClient<Client>,
  p: PayloadOf<typeof MembershipEvents.ContactsReplaced>,
  occurredAt: string,
): Promise<void> {
  return replaceContactLinks(tx, p.attendeeId, p.contacts, new Date(occurredAt));
}
