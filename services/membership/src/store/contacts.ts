import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { ContactInput } from '@takt/proto';
import type { Client } from './client.ts';
import type { AttendeeContact } from './generated/client.ts';

type Tx = TxClient<Client>;

export function contactsOf(tx: Tx, attendeeId: string): Promise<AttendeeContact[]> {
  return tx.attendeeContact.findMany({ where: { attendeeId }, orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }] });
}

/** The attendee's contacts become exactly `contacts`. */
export async function replaceContacts(tx: Tx, attendeeId: string, contacts: readonly ContactInput[]): Promise<void> {
  await tx.attendeeContact.deleteMany({ where: { attendeeId } });
  await tx.attendeeContact.createMany({
    data: contacts.map((c) => ({
      id: randomUUID(),
      attendeeId,
      contactAttendeeId: c.contactAttendeeId ?? null,
      contactType: c.contactType,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email ?? null,
      phone: c.phone ?? null,
      memberNumber: c.memberNumber ?? null,
    })),
  });
}

/** The ids among `ids` that name an attendee (not deleted) of the tenant. */
export async function knownAttendeeIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  const rows = await tx.attendee.findMany({ where: { id: { in: [...ids] }, deletedDate: null }, select: { id: true } });
  return new Set(rows.map((r) => r.id));
}

/** Every contact that names an attendee, across companies (the backfill runs in system mode). */
export const everyContactLink = (tx: Tx): Promise<AttendeeContact[]> =>
  tx.attendeeContact.findMany({ where: { contactAttendeeId: { not: null } }, orderBy: { id: 'asc' } });
