import type { Db } from '@takt/kit';
import type { MembershipTypeInput } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { createMembershipType as insertMembershipType } from '../store/membership-types.ts';

export function createMembershipType(db: Db<Client>, input: MembershipTypeInput): Promise<{ id: string }> {
  return db.tx(async (tx) => ({ id: await insertMembershipType(tx, input) }));
}
