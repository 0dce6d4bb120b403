import type { TxClient } from '@takt/kit';
import type { IdentityEvents, MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { putMemberAddress, putMemberLanguage } from '../store/member-contacts.ts';
import { noteAudienceMember } from './news-audience.ts';

type Tx = TxClient<Client>;

/**
 * An attendee with a login: their address and first name for mails; every attendee: who news
 * reaches (upserts, so a redelivery is harmless). One consumer per event and service: both here.
 */
export async function noteMemberAddress(
  tx: Tx,
  companyId: string,
  p: PayloadOf<typeof MembershipEvents.AttendeeCreated> & { mainLocationId?: string | null },
): Promise<void> {
  if (p.applicationUserId) await putMemberAddress(tx, companyId, p.applicationUserId, p.email || null, p.firstName);
  await noteAudienceMember(tx, companyId, p);
}

export async function noteMemberLanguage(
  tx: Tx,
  companyId: string,
  p: PayloadOf<typeof IdentityEvents.UserLanguageChanged>,
): Promise<void> {
  await putMemberLanguage(tx, companyId, p.userId, p.language);
}
