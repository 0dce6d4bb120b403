import { notFound, validationFailed, type Db } from '@takt/kit';
import type { BodyOf, membershipContracts } from '@takt/proto';
import { overlappingDiscounts } from '../domain/discounts.ts';
import { publishDiscountsChanged } from '../events/catalogue.ts';
import type { Client } from '../store/client.ts';
import { replaceDiscounts } from '../store/cost-discounts.ts';
import type { CostDiscount } from '../store/generated/client.ts';
import { findMembershipType } from '../store/membership-types.ts';
import { findReference } from '../store/references.ts';
import { announceMembershipType } from './membership-type-steps.ts';

type Input = BodyOf<typeof membershipContracts.addCostDiscounts>;

/**
 * Replaces the discounts of a cost or a membership type. Ranges may not overlap: with the first match winning, an
 * overlapped discount would silently never apply.
 */
export function setCostDiscounts(db: Db<Client>, input: Input): Promise<CostDiscount[]> {
  const overlapping = overlappingDiscounts(input.discountEntries);
  if (overlapping.length) {
    throw validationFailed(overlapping.map((i) => ({ field: `discountEntries.${i}.dateFrom`, message: 'overlaps another discount' })));
  }
  return db.tx(async (tx) => {
    // The entry with the cost: a cost of the reference tables or a membership type of the company.
    const type = await findMembershipType(tx, input.costId);
    if (!type && !(await findReference(tx, 'Cost', input.costId))) throw notFound('Cost');
    const discounts = await replaceDiscounts(tx, input.costId, input.discountEntries);
    await publishDiscountsChanged(tx, input.costId, discounts);
    // Billing prices a membership type from its announcement, discounts included.
    if (type) await announceMembershipType(tx, type);
    return discounts;
  });
}
