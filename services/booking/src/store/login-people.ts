import type { TxClient } from '@takt/kit';
import { wardsOf } from '../domain/guardians.ts';
import type { Client } from './client.ts';
import type { AttendeeView } from './generated/client.ts';

type Tx = TxClient<Client>;

/**
 * The attendees a member's login speaks for: its own records first, then its wards (children by
 * membership's contacts, decision 0049) by name. Empty for a login that is no member.
 */
export async function loginPeople(tx: Tx, applicationUserId: string): Promise<AttendeeView[]> {
  const own = await tx.attendeeView.findMany({ where: { applicationUserId }, orderBy: { id: 'asc' } });
  if (own.length === 0) return [];
  const ids = own.map((a) => a.id);
  const links = await tx.attendeeContactLink.findMany({
    where: { OR: [{ attendeeId: { in: ids } }, { contactAttendeeId: { in: ids } }] },
  });
  const wards = wardsOf(new Set(ids), links);
  if (wards.length === 0) return own;
  const others = await tx.attendeeView.findMany({ where: { id: { in: wards } }, orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }] });
  return [...own, ...others];
}

/** Whether the login speaks for the attendee (its own record or a ward). */
export async function speaksFor(tx: Tx, applicationUserId: string, attendeeId: string): Promise<boolean> {
  return (await loginPeople(tx, applicationUserId)).some((a) => a.id === attendeeId);
}

/**
 * Membership's contacts of an attendee that are attendees become exactly these as of `at` (the
 * event's occurredAt; a redelivery writes the same), unless a newer set came first: an older one
 * handled late would give a former parent's login the child back. An attendee booking has not
 * heard of yet has nothing to stamp; its set is written as it comes.
 */
export async function replaceContactLinks(
  tx: Tx,
  attendeeId: string,
  contacts: readonly { contactAttendeeId: string; contactType: number }[],
  at: Date,
): Promise<void> {
  const { count } = await tx.attendeeView.updateMany({
    where: { id: attendeeId, OR: [{ contactsAt: null }, { contactsAt: { lte: at } }] },
    data: { contactsAt: at },
  });
  if (count === 0 && (await tx.attendeeView.count({ where: { id: attendeeId } })) > 0) return;
  await tx.attendeeContactLink.deleteMany({ where: { attendeeId } });
  const unique = [...new Map(contacts.map((c) => [c.contactAttendeeId, c])).values()];
  if (unique.length) await tx.attendeeContactLink.createMany({ data: unique.map((c) => ({ attendeeId, ...c })) });
}
