import type { Db } from '@takt/kit';
import type { MembershipTypeInput } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { withDiscounts, type MembershipTypeRow } from '../store/membership-type-rows.ts';
import { updateMembershipTypeRow } from '../store/membership-types.ts';
import { announceMembershipType, requireMembershipType } from './membership-type-steps.ts';

export function updateMembershipType(db: Db<Client>, id: string, input: MembershipTypeInput): Promise<MembershipTypeRow> {
  return db.tx(async (tx) => {
    await requireMembershipType(tx, id);
    const row = await updateMembershipTypeRow(tx, id, input);
    await announceMembershipType(tx, row);
    return (await withDiscounts(tx, [row]))[0]!;
  });
}
