/** A discount of a cost with local dates (yyyy-mm-dd); no till date means open-ended. */
export interface DiscountPeriod {
  dateFrom: string;
  dateTill?: string | null;
}

const holds = (d: DiscountPeriod, date: string) => d.dateFrom <= date && (d.dateTill == null || d.dateTill >= date);

/** Spec section 5: a discount applies when the date lies within its dates; the first match wins. */
export function applicableDiscount<D extends DiscountPeriod>(discounts: readonly D[], date: string): D | undefined {
  return discounts.find((d) => holds(d, date));
}

/** The price of a cost at a date: the applicable discount's, else the cost's own. */
export function costAt(cost: number, discounts: readonly (DiscountPeriod & { altCost: number })[], date: string): number {
  return applicableDiscount(discounts, date)?.altCost ?? cost;
}

/** Indexes of discounts whose dates overlap an earlier one in the list (which would shadow them). */
export function overlappingDiscounts(discounts: readonly DiscountPeriod[]): number[] {
  return discounts.flatMap((d, i) =>
    discounts.slice(0, i).some((e) => e.dateFrom <= (d.dateTill ?? '9999-12-31') && d.dateFrom <= (e.dateTill ?? '9999-12-31')) ? [i] : [],
  );
}
