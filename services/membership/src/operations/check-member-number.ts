import type { Db } from '@takt/kit';
import { normalizeMemberNumber } from '../domain/attendee.ts';
import { memberNumberTaken } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';

/** Spec: an empty member number is accepted (counts as unique); `exceptId` is the attendee being edited. */
export async function isUniqueMemberNumber(db: Db<Client>, number: string, exceptId?: string): Promise<{ isUnique: boolean }> {
  const n = normalizeMemberNumber(number);
  if (!n) return { isUnique: true };
  return { isUnique: !(await db.tx((tx) => memberNumberTaken(tx, n, exceptId))) };
}
