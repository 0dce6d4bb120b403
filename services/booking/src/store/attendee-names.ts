import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import { loginPeople } from './login-people.ts';
import type { Attendance, AttendeeView } from './generated/client.ts';
import { openOfferDeadlines } from './waiting-offers.ts';

/** "Last name, first name", as the spec shows a full name. */
export const fullNameOf = (a: Pick<AttendeeView, 'firstName' | 'lastName'>): string => `${a.lastName}, ${a.firstName}`;

/** Full names of these attendees, by id (ids booking does not know are left out). */
export async function attendeeNames(tx: TxClient<Client>, ids: string[]): Promise<Map<string, string>> {
  const attendees = await tx.attendeeView.findMany({ where: { id: { in: ids } } });
  return new Map(attendees.map((a) => [a.id, fullNameOf(a)]));
}

/** The page's attendances with their attendee's full name and the deadline of an open place offer, read in the list's transaction. */
export async function withAttendeeNames(
  tx: TxClient<Client>,
  rows: Attendance[],
): Promise<(Attendance & { attendeeFullName?: string; offerExpiresAt: string | null })[]> {
  const attendees = await tx.attendeeView.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.attendeeId))] } } });
  const names = new Map(attendees.map((a) => [a.id, fullNameOf(a)]));
  const offers = await openOfferDeadlines(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, attendeeFullName: names.get(r.attendeeId), offerExpiresAt: offers.get(r.id)?.toISOString() ?? null }));
}

/** The condition "booked for this login's attendee records or its children" of a member's own lists. */
export async function ownAttendances(tx: TxClient<Client>, applicationUserId: string) {
  return { attendeeId: { in: (await loginPeople(tx, applicationUserId)).map((a) => a.id) } };
}
