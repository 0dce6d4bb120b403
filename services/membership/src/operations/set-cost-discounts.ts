import { validationFailed, type Db } from '@takt/kit';
import type { BodyOf, membershipContracts } from '@takt/proto';
import { overlappingDiscounts } from '../domain/discounts.ts';
import { publishDiscountsChanged } from '../events/catalogue.ts';
import type { Client } from '../store/client.ts';
import { replaceDiscounts } from '../store/cost-discounts.ts';
import type { CostDiscount } from '../store/generated/client.ts';
import { requireReference } from './reference-steps.ts';

type Input = BodyOf<typeof membershipContracts.addCostDiscounts>;

/**
 * Replaces a cost's discounts. Ranges may not overlap: with the first match winning, an
 * overlapped discount would silently never apply.
 */
export function setCostDiscounts(db: Db<Client>, input: Input): Promise<CostDiscount[]> {
  const overlapping = overlappingDiscounts(input.discountEntries);
  if (overlapping.length) {
    throw validationFailed(overlapping.map((i) => ({ field: `discountEntries.${i}.dateFrom`, message: 'overlaps another discount' })));
  }
  return db.tx(async (tx) => {
    await requireReference(tx, 'Cost', input.costId);
    const discounts = await replaceDiscounts(tx, input.costId, input.discountEntries);
    await publishDiscountsChanged(tx, input.costId, discounts);
    return discounts;
  });
}
