import type { TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Membership, MembershipType } from '../domain/membership-fee.ts';
import type { Client } from './client.ts';
import type { AttendeeView } from './generated/client.ts';

type Tx = TxClient<Client>;

export async function upsertMembershipTypeView(tx: Tx, p: PayloadOf<typeof MembershipEvents.MembershipTypeSaved>): Promise<void> {
  const facts = { name: p.name, cost: p.cost, yearly: p.yearly, discounts: p.discounts, updatedAt: new Date() };
  await tx.membershipTypeView.upsert({ where: { id: p.membershipTypeId }, create: { id: p.membershipTypeId, ...facts }, update: facts });
}

export const findAttendee = (tx: Tx, id: string): Promise<AttendeeView | null> => tx.attendeeView.findFirst({ where: { id } });
export const findAttendeeByUser = (tx: Tx, applicationUserId: string): Promise<AttendeeView | null> =>
  tx.attendeeView.findFirst({ where: { applicationUserId } });

type Named = Pick<AttendeeView, 'firstName' | 'lastName'>;

/** "Last, First" as the spec shows full names (an invoice, a position, a SEPA debtor); null for nobody. */
export function fullName(a: Named): string;
export function fullName(a: Named | null | undefined): string | null;
export function fullName(a: Named | null | undefined): string | null {
  return a ? `${a.lastName}, ${a.firstName}` : null;
}
export const membershipsOf = (a: AttendeeView): Membership[] =>
  Array.isArray(a.memberships) ? (a.memberships as unknown as Membership[]) : [];

export const attendeesByIds = (tx: Tx, ids: string[]): Promise<AttendeeView[]> => tx.attendeeView.findMany({ where: { id: { in: ids } } });

/** Attendees holding a membership of a type that costs something (the run's fee candidates). */
export async function attendeesWithPaidMemberships(tx: Tx, types: ReadonlyMap<string, MembershipType>): Promise<AttendeeView[]> {
  if (types.size === 0) return [];
  const all = await tx.attendeeView.findMany();
  return all.filter((a) => membershipsOf(a).some((m) => types.has(m.membershipTypeId)));
}

export async function membershipTypes(tx: Tx): Promise<Map<string, MembershipType>> {
  const rows = await tx.membershipTypeView.findMany({ where: { cost: { gt: 0 } } });
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: r.name, cost: r.cost, yearly: r.yearly, discounts: (r.discounts ?? []) as unknown as MembershipType['discounts'] },
    ]),
  );
}
