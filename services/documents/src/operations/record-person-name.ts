import { bury, isBuried, type TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { removeMemberName, removeStaffName, saveMemberName, saveStaffName } from '../store/people-names.ts';

/** "Last name, first name", as the spec shows a full name. */
export const fullNameOf = (p: { firstName: string; lastName: string }) => `${p.lastName}, ${p.firstName}`;

/** Keeps a staff login's name (identity's staff-user events); null removes it. */
export async function recordStaffName(tx: TxClient<Client>, userId: string, fullName: string | null): Promise<void> {
  if (fullName === null) await removeStaffName(tx, userId);
  else await saveStaffName(tx, userId, fullName);
}

/**
 * Keeps a member's name and login (membership's attendee events) as of `occurredAt`: an older
 * event handled late (retried after a failure) does not put back an old name, nor the name of a
 * member deleted or erased meanwhile.
 */
export async function recordMemberName(
  tx: TxClient<Client>,
  attendeeId: string,
  member: { applicationUserId: string | null; fullName: string },
  occurredAt: string,
): Promise<void> {
  if (await isBuried(tx, 'attendee', attendeeId)) return;
  await saveMemberName(tx, attendeeId, member, new Date(occurredAt));
}

/** A deleted member's name goes for good (membership never restores one), so the id is buried. */
export async function forgetMemberName(tx: TxClient<Client>, attendeeId: string): Promise<void> {
  await bury(tx, 'attendee', attendeeId);
  await removeMemberName(tx, attendeeId);
}
