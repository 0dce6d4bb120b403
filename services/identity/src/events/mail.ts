import { publishEvent, type TxClient } from '@takt/kit';
import { IdentityEvents, type PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';

export type MailRequest = PayloadOf<typeof IdentityEvents.MailRequested>;

/** Hands a mail to the notification service, in the same transaction as the change behind it. */
export async function requestMail(tx: TxClient<Client>, companyId: string, mail: MailRequest): Promise<void> {
  await publishEvent(tx, IdentityEvents.MailRequested, mail, companyId);
}

/** The user's language as a mail locale (German unless English). */
export function mailLocale(language: string | null | undefined): 'de' | 'en' {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'de';
}
