import { toDbDate, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { CostDiscount, MembershipTypeCostOverride, ReferenceEntry } from './generated/client.ts';
import { discountsByOwner } from './cost-discounts.ts';
import { withDiscounts, type MembershipTypeRow } from './membership-type-rows.ts';
import { referencesOf } from './references.ts';

type Tx = TxClient<Client>;

// What the public membership application reads of the tenant's catalogue: active entries only.

export type ApplicationCatalogueRows = {
  membershipTypes: MembershipTypeRow[];
  costs: ReferenceEntry[];
  memberStatuses: ReferenceEntry[];
  overrides: MembershipTypeCostOverride[];
  discounts: CostDiscount[];
  costLinks: { costId: string; membershipTypeId: string }[];
};
export type ApplicationCataloguePart = keyof ApplicationCatalogueRows;

const COST_LINK = 'CostMembershipType';

export async function activeMembershipTypes(tx: Tx, ids?: readonly string[]): Promise<MembershipTypeRow[]> {
  const rows = await tx.membershipType.findMany({
    where: { active: true, ...(ids ? { id: { in: [...ids] } } : {}) },
    orderBy: { name: 'asc' },
  });
  return withDiscounts(tx, rows);
}

export const activeOverrides = (tx: Tx, typeIds?: readonly string[]): Promise<MembershipTypeCostOverride[]> =>
  tx.membershipTypeCostOverride.findMany({
    where: {
      membershipType: { active: true },
      memberStatus: { active: true },
      ...(typeIds ? { membershipTypeId: { in: [...typeIds] } } : {}),
    },
    orderBy: { cost: 'asc' },
  });

/** Discounts that have not ended by `today` (open-ended ones included). */
export const discountsNotEnded = (tx: Tx, today: string): Promise<CostDiscount[]> =>
  tx.costDiscount.findMany({
    where: { OR: [{ dateTill: null }, { dateTill: { gte: toDbDate(today) } }] },
    orderBy: [{ costId: 'asc' }, { dateFrom: 'asc' }],
  });

/** Which active costs come with which active membership types (reference links CostMembershipType). */
export async function costLinks(tx: Tx, typeIds?: readonly string[]): Promise<{ costId: string; membershipTypeId: string }[]> {
  const links = await tx.referenceLink.findMany({
    where: { type: COST_LINK, reference: { active: true }, ...(typeIds ? { parentId: { in: [...typeIds] } } : {}) },
    select: { parentId: true, referenceId: true },
  });
  return links.map((l) => ({ costId: l.referenceId, membershipTypeId: l.parentId }));
}

/** The active costs linked to these types, with their discounts, in name order. */
export async function linkedCosts(tx: Tx, typeIds: readonly string[]): Promise<(ReferenceEntry & { discounts: CostDiscount[] })[]> {
  const ids = [...new Set((await costLinks(tx, typeIds)).map((l) => l.costId))];
  const rows = await tx.referenceEntry.findMany({ where: { id: { in: ids }, tableName: 'Cost', active: true }, orderBy: { name: 'asc' } });
  const discounts = await discountsByOwner(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, discounts: discounts.get(r.id) ?? [] }));
}

export async function activeMemberStatus(tx: Tx, id: string): Promise<boolean> {
  return (await tx.referenceEntry.count({ where: { id, tableName: 'MemberStatus', active: true } })) > 0;
}

/** One part of the catalogue, as the anonymous reads answer it. */
export async function applicationCatalogue<P extends ApplicationCataloguePart>(
  tx: Tx,
  part: P,
  today: string,
): Promise<ApplicationCatalogueRows[P]> {
  const read: { [K in ApplicationCataloguePart]: () => Promise<ApplicationCatalogueRows[K]> } = {
    membershipTypes: () => activeMembershipTypes(tx),
    costs: () => referencesOf(tx, 'Cost', true),
    memberStatuses: () => referencesOf(tx, 'MemberStatus', true),
    overrides: () => activeOverrides(tx),
    discounts: () => discountsNotEnded(tx, today),
    costLinks: () => costLinks(tx),
  };
  return read[part]();
}
