import { publishEvent, type TxClient } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';

/** The app speaks German and English; any other stored language is announced as German, the default. */
export async function publishUserLanguageChanged(tx: TxClient<Client>, userId: string, language: string): Promise<void> {
  await publishEvent(tx, IdentityEvents.UserLanguageChanged, { userId, language: language.toLowerCase().startsWith('en') ? 'en' : 'de' });
}
