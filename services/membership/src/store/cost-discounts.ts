import { randomUUID } from 'node:crypto';
import { toDbDate, type TxClient } from '@takt/kit';
import type { DiscountEntry } from '@takt/proto';
import type { Client } from './client.ts';
import type { CostDiscount } from './generated/client.ts';

type Tx = TxClient<Client>;

export const discountsOf = (tx: Tx, costId: string): Promise<CostDiscount[]> =>
  tx.costDiscount.findMany({ where: { costId }, orderBy: { dateFrom: 'asc' } });

/** Replaces the cost's discounts with `entries`. */
export async function replaceDiscounts(tx: Tx, costId: string, entries: readonly DiscountEntry[]): Promise<CostDiscount[]> {
  await tx.costDiscount.deleteMany({ where: { costId } });
  await tx.costDiscount.createMany({
    data: entries.map((e) => ({
      id: randomUUID(),
      costId,
      altName: e.altName ?? null,
      altCost: e.altCost,
      dateFrom: toDbDate(e.dateFrom),
      dateTill: e.dateTill ? toDbDate(e.dateTill) : null,
    })),
  });
  return discountsOf(tx, costId);
}

/** The discounts of several entries, by entry id (each list by dateFrom). */
export async function discountsByOwner(tx: Tx, costIds: readonly string[]): Promise<Map<string, CostDiscount[]>> {
  const rows = await tx.costDiscount.findMany({ where: { costId: { in: [...costIds] } }, orderBy: { dateFrom: 'asc' } });
  const byOwner = new Map<string, CostDiscount[]>(costIds.map((id) => [id, []]));
  for (const r of rows) byOwner.get(r.costId)?.push(r);
  return byOwner;
}

/** Removes the discounts of an entry that is deleted (no foreign key: a cost or a membership type owns them). */
export async function deleteDiscountsOf(tx: Tx, costId: string): Promise<void> {
  await tx.costDiscount.deleteMany({ where: { costId } });
}
