import type { DiscountPeriod } from '@takt/proto';

// The first-match rule itself is shared with billing and lives in proto (cost-discounts.ts).

/** Indexes of discounts whose dates overlap an earlier one in the list (which would shadow them). */
export function overlappingDiscounts(discounts: readonly DiscountPeriod[]): number[] {
  return discounts.flatMap((d, i) =>
    discounts.slice(0, i).some((e) => e.dateFrom <= (d.dateTill ?? '9999-12-31') && d.dateFrom <= (e.dateTill ?? '9999-12-31')) ? [i] : [],
  );
}
