import type { TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { removeMemberName, removeStaffName, saveMemberName, saveStaffName } from '../store/people-names.ts';

/** "Last name, first name", as the spec shows a full name. */
export const fullNameOf = (p: { firstName: string; lastName: string }) => `${p.lastName}, ${p.firstName}`;

/** Keeps a staff login's name (identity's staff-user events); null removes it. */
export async function recordStaffName(tx: TxClient<Client>, userId: string, fullName: string | null): Promise<void> {
  if (fullName === null) await removeStaffName(tx, userId);
  else await saveStaffName(tx, userId, fullName);
}

/** Keeps a member's name and login (membership's attendee events); null removes it. */
export async function recordMemberName(
  tx: TxClient<Client>,
  attendeeId: string,
  member: { applicationUserId: string | null; fullName: string } | null,
): Promise<void> {
  if (member === null) await removeMemberName(tx, attendeeId);
  else await saveMemberName(tx, attendeeId, member.applicationUserId, member.fullName);
}
