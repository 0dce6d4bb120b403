import type { Db } from '@takt/kit';
import type { MembershipTypeInput } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { insertMembershipType } from '../store/membership-types.ts';
import { announceMembershipType } from './membership-type-steps.ts';

export function createMembershipType(db: Db<Client>, input: MembershipTypeInput): Promise<{ id: string }> {
  return db.tx(async (tx) => {
    const row = await insertMembershipType(tx, input);
    await announceMembershipType(tx, row);
    return { id: row.id };
  });
}
