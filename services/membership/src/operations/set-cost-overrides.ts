import { validationFailed, type Db } from '@takt/kit';
import type { BodyOf, membershipContracts } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { MembershipTypeCostOverride } from '../store/generated/client.ts';
import { replaceCostOverrides } from '../store/membership-types.ts';
import { knownReferenceIds } from '../store/references.ts';
import { announceMembershipType, requireMembershipType } from './membership-type-steps.ts';

type Input = BodyOf<typeof membershipContracts.addMembershipTypeCostOverrides>;

/** Replaces the type's cost per member status; every status must be one of the company's. */
export function setCostOverrides(db: Db<Client>, input: Input): Promise<MembershipTypeCostOverride[]> {
  return db.tx(async (tx) => {
    const type = await requireMembershipType(tx, input.membershipTypeId);
    const entries = input.memberStatusCostEntries;
    const known = await knownReferenceIds(
      tx,
      'MemberStatus',
      entries.map((e) => e.memberStatusId),
    );
    const unknown = entries.flatMap((e, i) =>
      known.has(e.memberStatusId) ? [] : [{ field: `memberStatusCostEntries.${i}.memberStatusId`, message: 'unknown member status' }],
    );
    if (unknown.length) throw validationFailed(unknown);
    const overrides = await replaceCostOverrides(tx, type.id, entries);
    await announceMembershipType(tx, type);
    return overrides;
  });
}
