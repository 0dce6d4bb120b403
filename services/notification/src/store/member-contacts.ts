import { writeUnlessNewer, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export interface MemberContact {
  email: string | null;
  firstName: string | null;
  language: 'de' | 'en';
}

export async function memberContactOf(tx: Tx, userId: string): Promise<MemberContact | null> {
  const row = await tx.memberContact.findFirst({ where: { userId }, select: { email: true, firstName: true, language: true } });
  return row ? { ...row, language: row.language === 'en' ? 'en' : 'de' } : null;
}

/**
 * Address and name change with the attendee, as of `at` (the event's occurredAt) unless a newer
 * event wrote them already: a late older one must not send mails to an address the member gave
 * up. The language stays what the member chose.
 */
export async function putMemberAddress(
  tx: Tx,
  companyId: string,
  userId: string,
  address: { email: string | null; firstName: string },
  at: Date,
): Promise<void> {
  await writeUnlessNewer(tx.memberContact, { companyId, userId }, 'addressAt', address, at);
}

export async function putMemberLanguage(tx: Tx, companyId: string, userId: string, language: 'de' | 'en'): Promise<void> {
  await tx.memberContact.upsert({ where: { companyId_userId: { companyId, userId } }, create: { userId, language }, update: { language } });
}
