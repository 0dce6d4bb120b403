import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { isResponsible } from '../store/user-lists.ts';

/** Whether the user leads a location or department (no deputies are modelled). */
export async function isResponsibleOrDeputy(db: Db<Client>, userId: string): Promise<{ isResponsibleOrDeputy: boolean }> {
  return { isResponsibleOrDeputy: await db.tx((tx) => isResponsible(tx, userId)) };
}
