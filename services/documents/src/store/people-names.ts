import { writeUnlessNewer, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

// Documents' read model of people (services never ask each other): staff by login from
// identity's staff-user events, members by attendee from membership's attendee events.

export async function saveStaffName(tx: Tx, userId: string, fullName: string): Promise<void> {
  await tx.staffName.upsert({ where: { userId }, create: { userId, fullName }, update: { fullName } });
}

export async function removeStaffName(tx: Tx, userId: string): Promise<void> {
  await tx.staffName.deleteMany({ where: { userId } });
}

/** Writes a member's name and login as of `at` (the event's occurredAt) unless a newer event wrote them already. */
export async function saveMemberName(
  tx: Tx,
  attendeeId: string,
  member: { applicationUserId: string | null; fullName: string },
  at: Date,
): Promise<void> {
  await writeUnlessNewer(tx.memberName, { attendeeId }, 'namedAt', member, at);
}

export async function removeMemberName(tx: Tx, attendeeId: string): Promise<void> {
  await tx.memberName.deleteMany({ where: { attendeeId } });
}

/**
 * Full names of these logins, by login id. A staff name wins over a member's (a trainer who is a
 * member too); a login speaking for several attendees shows its oldest-known record's name
 * (lowest attendee id, so the answer is stable). Unknown logins are left out.
 */
export async function namesOfLogins(tx: Tx, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const members = await tx.memberName.findMany({ where: { applicationUserId: { in: ids } }, orderBy: { attendeeId: 'desc' } });
  const staff = await tx.staffName.findMany({ where: { userId: { in: ids } } });
  const names = new Map(members.map((m) => [m.applicationUserId!, m.fullName]));
  for (const s of staff) names.set(s.userId, s.fullName);
  return names;
}
