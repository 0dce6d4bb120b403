import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { MembershipTypeInput } from '@takt/proto';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** The ids among `ids` that name a membership type of the tenant. */
export async function knownMembershipTypeIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  const rows = await tx.membershipType.findMany({ where: { id: { in: [...ids] } }, select: { id: true } });
  return new Set(rows.map((t) => t.id));
}

export async function createMembershipType(tx: Tx, input: MembershipTypeInput): Promise<string> {
  const id = randomUUID();
  await tx.membershipType.create({ data: { id, ...input } });
  return id;
}
