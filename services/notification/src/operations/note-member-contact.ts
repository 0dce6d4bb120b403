import { isBuried, type TxClient } from '@takt/kit';
import type { IdentityEvents, MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { putMemberAddress, putMemberLanguage } from '../store/member-contacts.ts';
import { noteAudienceMember } from './news-audience.ts';

type Tx = TxClient<Client>;

/**
 * An attendee with a login: their address and first name for mails; every attendee: who news
 * reaches (redeliveries and older events handled late change nothing). One consumer per event and
 * service: both here. A member deleted or erased before this event was handled (retried after a
 * failure) is buried: mails or news to them would reach a person who left or asked to be forgotten.
 */
export async function noteMemberAddress(
  tx: Tx,
  companyId: string,
  p: PayloadOf<typeof MembershipEvents.AttendeeCreated> & { mainLocationId?: string | null },
  occurredAt: string,
): Promise<void> {
  if (await isBuried(tx, 'attendee', p.attendeeId)) return;
  const at = new Date(occurredAt);
  if (p.applicationUserId)
    await putMemberAddress(tx, companyId, p.applicationUserId, { email: p.email || null, firstName: p.firstName }, at);
  await noteAudienceMember(tx, companyId, p, at);
}

export async function noteMemberLanguage(
  tx: Tx,
  companyId: string,
  p: PayloadOf<typeof IdentityEvents.UserLanguageChanged>,
): Promise<void> {
  await putMemberLanguage(tx, companyId, p.userId, p.language);
}
