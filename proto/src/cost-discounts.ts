// Spec section 5's discount rule, shared by membership (which keeps the discounts and prices the
// application) and billing (which bills costs from DiscountsChanged): one rule, decision 0032.

/** A discount of a cost with local dates (yyyy-mm-dd); no till date means open-ended. */
export interface DiscountPeriod {
  dateFrom: string;
  dateTill?: string | null;
}

const holds = (d: DiscountPeriod, date: string) => d.dateFrom <= date && (d.dateTill == null || d.dateTill >= date);

/** A discount applies when the date lies within its dates; the first match in the list wins. */
export function applicableDiscount<D extends DiscountPeriod>(discounts: readonly D[], date: string): D | undefined {
  return discounts.find((d) => holds(d, date));
}

/** The price of a cost at a date: the applicable discount's, else the cost's own. */
export function costAt(cost: number, discounts: readonly (DiscountPeriod & { altCost: number })[], date: string): number {
  return applicableDiscount(discounts, date)?.altCost ?? cost;
}
