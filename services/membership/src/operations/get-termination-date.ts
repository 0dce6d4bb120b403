import { localDate, type Db } from '@takt/kit';
import { terminationEndDate } from '../domain/termination.ts';
import type { Client } from '../store/client.ts';
import { terminationRules } from '../store/termination-settings.ts';

/** What a termination asked for today would end on (the member sees it before asking). */
export async function getTerminationDate(db: Db<Client>, wishedDate?: string): Promise<{ endDate: string }> {
  const rules = await db.tx((tx) => terminationRules(tx));
  return { endDate: terminationEndDate(localDate(new Date()), rules, wishedDate) };
}
