import { localDate, type Db } from '@takt/kit';
import type { ApplicationFigures, ApplicationQuote } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { atPublicLocation, quoteIn } from './application-steps.ts';

/** The confirmation figures an application would get, before it is sent; stores nothing. */
export async function quoteApplication(db: Db<Client>, input: ApplicationQuote): Promise<ApplicationFigures> {
  const today = localDate(new Date());
  return atPublicLocation(db, input.locationId, async (tx) => (await quoteIn(tx, input, today)).figures);
}
