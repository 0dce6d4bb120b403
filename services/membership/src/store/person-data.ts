import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

// What membership holds about one person (decision 0037): read for an export, cleared by an erasure.

/** The attendee unless it is erased already; a soft-deleted one still holds person data. */
export function findUnerasedAttendee(tx: Tx, id: string) {
  return tx.attendee.findFirst({ where: { id, erasedDate: null } });
}

/** Everything membership holds about the attendee, rows as stored. */
export async function personRowsOf(tx: Tx, attendeeId: string) {
  const where = { attendeeId };
  const [attendee, memberships, contacts, contactOf, requests, locations, departments, bookings] = await Promise.all([
    tx.attendee.findFirst({ where: { id: attendeeId } }),
    tx.attendeeMembership.findMany({ where, include: { membershipType: { select: { name: true } } } }),
    tx.attendeeContact.findMany({ where }),
    tx.attendeeContact.findMany({ where: { contactAttendeeId: attendeeId } }),
    tx.membershipRequest.findMany({ where }),
    tx.locationAttendee.findMany({ where }),
    tx.attendeeDepartment.findMany({ where }),
    tx.attendeeBooking.findMany({ where, orderBy: { date: 'asc' } }),
  ]);
  return { attendee, memberships, contacts, contactOf, requests, locations, departments, bookings };
}

/**
 * Clears every person field of the attendee and removes the rows that only describe the person
 * (their contacts, the contact rows naming them, requests, locations, departments, bookings and
 * earlier exports). The row and its memberships stay: invoices and counts name the id.
 */
export async function anonymiseAttendee(tx: Tx, id: string, name: string, at: Date): Promise<void> {
  await tx.attendee.update({
    where: { id },
    data: {
      applicationUserId: null,
      firstName: name,
      lastName: name,
      email: null,
      phone: null,
      salutation: null,
      birthday: null,
      userName: null,
      memberNumber: null,
      title: null,
      text: null,
      zip: null,
      street: null,
      city: null,
      memberStatusId: null,
      attendeeRoleIds: [],
      active: false,
      deletedDate: at,
      erasedDate: at,
    },
  });
  const where = { attendeeId: id };
  await tx.attendeeContact.deleteMany({ where });
  await tx.attendeeContact.deleteMany({ where: { contactAttendeeId: id } });
  await tx.membershipRequest.deleteMany({ where });
  await tx.locationAttendee.deleteMany({ where });
  await tx.attendeeDepartment.deleteMany({ where });
  await tx.attendeeBooking.deleteMany({ where });
  await tx.dataExport.deleteMany({ where });
}
