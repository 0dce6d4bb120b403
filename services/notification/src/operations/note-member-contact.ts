import type { TxClient } from '@takt/kit';
import type { IdentityEvents, MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { putMemberAddress, putMemberLanguage } from '../store/member-contacts.ts';

type Tx = TxClient<Client>;

/** An attendee with a login: their address and first name for mails (upsert, so a redelivery is harmless). */
export async function noteMemberAddress(tx: Tx, companyId: string, p: PayloadOf<typeof MembershipEvents.AttendeeCreated>): Promise<void> {
  if (p.applicationUserId) await putMemberAddress(tx, companyId, p.applicationUserId, p.email || null, p.firstName);
}

export async function noteMemberLanguage(
  tx: Tx,
  companyId: string,
  p: PayloadOf<typeof IdentityEvents.UserLanguageChanged>,
): Promise<void> {
  await putMemberLanguage(tx, companyId, p.userId, p.language);
}
