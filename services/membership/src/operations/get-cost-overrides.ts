import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { MembershipTypeCostOverride } from '../store/generated/client.ts';
import { costOverridesOf } from '../store/membership-types.ts';
import { requireMembershipType } from './membership-type-steps.ts';

export function getCostOverrides(db: Db<Client>, membershipTypeId: string): Promise<MembershipTypeCostOverride[]> {
  return db.tx(async (tx) => {
    await requireMembershipType(tx, membershipTypeId);
    return costOverridesOf(tx, membershipTypeId);
  });
}
