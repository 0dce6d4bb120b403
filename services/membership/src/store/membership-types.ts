import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { MembershipTypeInput } from '@takt/proto';
import type { Client } from './client.ts';
import type { MembershipType, MembershipTypeCostOverride } from './generated/client.ts';

type Tx = TxClient<Client>;

/** The ids among `ids` that name a membership type of the tenant. */
export async function knownMembershipTypeIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  const rows = await tx.membershipType.findMany({ where: { id: { in: [...ids] } }, select: { id: true } });
  return new Set(rows.map((t) => t.id));
}

const columns = (input: MembershipTypeInput) => ({
  name: input.name,
  info: input.info ?? null,
  type: input.type,
  minAge: input.minAge ?? null,
  maxAge: input.maxAge ?? null,
  requiredDocuments: input.requiredDocuments ?? null,
  cost: input.cost,
  active: input.active,
});

export const insertMembershipType = (tx: Tx, input: MembershipTypeInput): Promise<MembershipType> =>
  tx.membershipType.create({ data: { id: randomUUID(), ...columns(input) } });

export const updateMembershipTypeRow = (tx: Tx, id: string, input: MembershipTypeInput): Promise<MembershipType> =>
  tx.membershipType.update({ where: { id }, data: columns(input) });

export const findMembershipType = (tx: Tx, id: string): Promise<MembershipType | null> => tx.membershipType.findFirst({ where: { id } });

export async function deleteMembershipTypeRow(tx: Tx, id: string): Promise<void> {
  await tx.membershipType.delete({ where: { id } });
}

/** How many memberships of attendees hold the type (past ones included: they are history). */
export const membershipsOfType = (tx: Tx, id: string): Promise<number> => tx.attendeeMembership.count({ where: { membershipTypeId: id } });

export const costOverridesOf = (tx: Tx, membershipTypeId: string): Promise<MembershipTypeCostOverride[]> =>
  tx.membershipTypeCostOverride.findMany({ where: { membershipTypeId }, orderBy: { cost: 'asc' } });

/** Replaces the type's overrides with `entries`. */
export async function replaceCostOverrides(
  tx: Tx,
  membershipTypeId: string,
  entries: readonly { memberStatusId: string; cost: number }[],
): Promise<MembershipTypeCostOverride[]> {
  await tx.membershipTypeCostOverride.deleteMany({ where: { membershipTypeId } });
  await tx.membershipTypeCostOverride.createMany({ data: entries.map((e) => ({ id: randomUUID(), membershipTypeId, ...e })) });
  return costOverridesOf(tx, membershipTypeId);
}
