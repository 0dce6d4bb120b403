import type { Db } from '@takt/kit';
import { nextMemberNumber } from '../domain/attendee.ts';
import { memberNumbers } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';

export async function getNextMemberNumber(db: Db<Client>): Promise<{ memberNumber: string }> {
  return { memberNumber: nextMemberNumber(await db.tx((tx) => memberNumbers(tx))) };
}
