import { randomUUID } from 'node:crypto';
import { toDbDate, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { MembershipRow } from './attendees.ts';

type Tx = TxClient<Client>;

export interface HeldInput {
  membershipTypeId: string;
  fromDate: string;
  tillDate?: string | null;
}

export async function insertMemberships(tx: Tx, attendeeId: string, list: readonly HeldInput[]): Promise<void> {
  await tx.attendeeMembership.createMany({
    data: list.map((m) => ({
      id: randomUUID(),
      attendeeId,
      membershipTypeId: m.membershipTypeId,
      fromDate: toDbDate(m.fromDate),
      tillDate: m.tillDate ? toDbDate(m.tillDate) : null,
    })),
  });
}

/** The memberships an attendee holds become exactly `list`. */
export async function replaceMemberships(tx: Tx, attendeeId: string, list: readonly HeldInput[]): Promise<void> {
  await tx.attendeeMembership.deleteMany({ where: { attendeeId } });
  await insertMemberships(tx, attendeeId, list);
}

export function insertMembership(tx: Tx, attendeeId: string, m: HeldInput): Promise<MembershipRow> {
  return tx.attendeeMembership.create({
    data: {
      id: randomUUID(),
      attendeeId,
      membershipTypeId: m.membershipTypeId,
      fromDate: toDbDate(m.fromDate),
      tillDate: m.tillDate ? toDbDate(m.tillDate) : null,
    },
    include: { membershipType: true },
  });
}

export function findMembership(tx: Tx, attendeeId: string, id: string): Promise<MembershipRow | null> {
  return tx.attendeeMembership.findFirst({ where: { id, attendeeId }, include: { membershipType: true } });
}

export function setMembershipTill(tx: Tx, id: string, tillDate: string): Promise<MembershipRow> {
  return tx.attendeeMembership.update({ where: { id }, data: { tillDate: toDbDate(tillDate) }, include: { membershipType: true } });
}
