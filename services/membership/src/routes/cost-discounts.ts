import { dtoOf, type Router } from '@takt/kit';
import { CostDiscount, membershipContracts as routes } from '@takt/proto';
import { setCostDiscounts } from '../operations/set-cost-discounts.ts';
import type { Client } from '../store/client.ts';

const toDto = dtoOf(CostDiscount);

export function costDiscountRoutes(r: Router<Client>): void {
  r.list(routes.listCostDiscounts, { model: (tx) => tx.costDiscount, map: toDto });
  r.handle(routes.addCostDiscounts, async ({ body, db }) => (await setCostDiscounts(db, body)).map(toDto));
}
