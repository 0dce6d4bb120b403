import { fromDbDate, publishEvent } from '@takt/kit';
import { CatalogueEntryType, MembershipEvents } from '@takt/proto';
import type { CostDiscount, MembershipType, MembershipTypeCostOverride, ReferenceEntry } from '../store/generated/client.ts';

// Catalogue changes other services price and check with (billing, booking, the public application).

const discountFacts = (discounts: readonly CostDiscount[]) =>
  discounts.map((d) => ({
    altName: d.altName,
    altCost: d.altCost,
    dateFrom: fromDbDate(d.dateFrom),
    dateTill: d.dateTill ? fromDbDate(d.dateTill) : null,
  }));

export async function publishMembershipTypeSaved(
  tx: unknown,
  t: MembershipType,
  overrides: readonly MembershipTypeCostOverride[],
  discounts: readonly CostDiscount[],
): Promise<void> {
  await publishEvent(tx, MembershipEvents.MembershipTypeSaved, {
    membershipTypeId: t.id,
    name: t.name,
    type: t.type,
    cost: t.cost,
    minAge: t.minAge,
    maxAge: t.maxAge,
    active: t.active,
    costOverrides: overrides.map((o) => ({ memberStatusId: o.memberStatusId, cost: o.cost })),
    yearly: t.type === CatalogueEntryType.YearlyMembershipCost,
    discounts: discountFacts(discounts),
  });
}

export async function publishMembershipTypeDeleted(tx: unknown, membershipTypeId: string): Promise<void> {
  await publishEvent(tx, MembershipEvents.MembershipTypeDeleted, { membershipTypeId });
}

export async function publishCostSaved(tx: unknown, c: ReferenceEntry, companyId?: string): Promise<void> {
  const payload = { costId: c.id, name: c.name, type: c.type, cost: c.cost ?? 0, active: c.active };
  await publishEvent(tx, MembershipEvents.CostSaved, payload, companyId);
}

export async function publishCostDeleted(tx: unknown, costId: string): Promise<void> {
  await publishEvent(tx, MembershipEvents.CostDeleted, { costId });
}

export async function publishDiscountsChanged(tx: unknown, costId: string, discounts: readonly CostDiscount[]): Promise<void> {
  await publishEvent(tx, MembershipEvents.DiscountsChanged, { costId, discounts: discountFacts(discounts) });
}
