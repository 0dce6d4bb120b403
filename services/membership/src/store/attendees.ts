import { randomUUID } from 'node:crypto';
import { toDbDate, type TxClient } from '@takt/kit';
import type { AttendeeInput } from '@takt/proto';
import type { Client } from './client.ts';
import type { Attendee, AttendeeMembership, MembershipType } from './generated/client.ts';

type Tx = TxClient<Client>;

/** What attendee reads include: the memberships with their type's name. */
const withMemberships = { memberships: { include: { membershipType: true }, orderBy: { fromDate: 'asc' } } } as const;

export type AttendeeRow = Attendee & { memberships: (AttendeeMembership & { membershipType: MembershipType })[] };

export function findAttendee(tx: Tx, id: string): Promise<AttendeeRow | null> {
  return tx.attendee.findFirst({ where: { id }, include: withMemberships });
}

/** The list delegate for OData pages: attendees with their memberships. */
export function attendeesWithMemberships(tx: Tx) {
  return {
    findMany: (args: unknown) => tx.attendee.findMany({ ...(args as object), include: withMemberships }),
    count: (args: unknown) => tx.attendee.count(args as object),
  };
}

export async function memberNumberTaken(tx: Tx, memberNumber: string): Promise<boolean> {
  return (await tx.attendee.findFirst({ where: { memberNumber }, select: { id: true } })) !== null;
}

/** Creates the attendee and the memberships it holds. */
export async function createAttendee(
  tx: Tx,
  input: Omit<AttendeeInput, 'memberNumber'>,
  fields: { memberNumber: string | null; applicationUserId: string | null },
): Promise<Attendee> {
  const { membershipTypes, birthday, ...rest } = input;
  const attendee = await tx.attendee.create({
    data: { ...rest, ...fields, id: randomUUID(), birthday: birthday ? toDbDate(birthday) : null },
  });
  await tx.attendeeMembership.createMany({
    data: membershipTypes.map((m) => ({
      id: randomUUID(),
      attendeeId: attendee.id,
      membershipTypeId: m.membershipTypeId,
      fromDate: toDbDate(m.fromDate),
      tillDate: m.tillDate ? toDbDate(m.tillDate) : null,
    })),
  });
  return attendee;
}
