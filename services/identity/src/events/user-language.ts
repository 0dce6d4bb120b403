import { publishEvent, type TxClient } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';

/** The app speaks German and English; any other stored language is announced as German, the default. */
export async function publishUserLanguageChanged(
  tx: TxClient<Client>,
  userId: string,
  language: string,
  companyId?: string,
): Promise<void> {
  const announced = language.toLowerCase().startsWith('en') ? 'en' : 'de';
  await publishEvent(tx, IdentityEvents.UserLanguageChanged, { userId, language: announced }, companyId);
}
