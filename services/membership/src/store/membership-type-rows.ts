import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import { discountsByOwner } from './cost-discounts.ts';
import type { CostDiscount, MembershipType } from './generated/client.ts';

export type MembershipTypeRow = MembershipType & { discounts: CostDiscount[] };

/** The types with their discounts, read in the same transaction (lists and single reads alike). */
export async function withDiscounts(tx: TxClient<Client>, rows: MembershipType[]): Promise<MembershipTypeRow[]> {
  const discounts = await discountsByOwner(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, discounts: discounts.get(r.id) ?? [] }));
}
