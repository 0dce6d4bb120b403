import { applicableDiscount, CatalogueEntryType, PaymentInterval, type DiscountPeriod } from '@takt/proto';
import { ageAt } from './age.ts';

// Spec section 3 "Application confirmation data": what an applicant pays, computed on the server
// from the chosen membership types and the costs linked to them (CostMembershipType).

export interface PricedDiscount extends DiscountPeriod {
  altName?: string | null;
  altCost: number;
}

/** A catalogue entry with a price: a membership type or a cost of the reference table Cost. */
export interface PricedEntry {
  id: string;
  name: string;
  /** Cents for one period of its kind. */
  cost: number;
  /** CatalogueEntryType: ForRegistration 0 (once), Empty 1 (no price), Monthly 2, Yearly 3. */
  type: number;
  discounts: readonly PricedDiscount[];
}

export interface ChosenType extends PricedEntry {
  /** The type's cost per member status (MembershipTypeCostOverrides). */
  overrides: readonly { memberStatusId: string; cost: number }[];
}

export type PaymentIntervalValue = (typeof PaymentInterval)[keyof typeof PaymentInterval];

export interface ApplicationFigures {
  subscriptions: string[];
  subscriptionPrices: number[];
  oneTimeCostItems: string[];
  oneTimeCostPrices: number[];
  periodicFixedCostItems: string[];
  periodicFixedCostPrices: number[];
  yearlyFixedCostItems: string[];
  yearlyFixedCostPrices: number[];
  /** Due with the first collection: the monthly amounts times the factor, plus once and yearly costs. */
  totalCosts: number;
  /** Months one collection covers under the payment interval. */
  periodicCostFactor: number;
}

const MONTHS: Record<PaymentIntervalValue, number> = {
  [PaymentInterval.Monthly]: 1,
  [PaymentInterval.Quarterly]: 3,
  [PaymentInterval.HalfYearly]: 6,
  [PaymentInterval.Yearly]: 12,
};

export const periodicCostFactor = (interval: PaymentIntervalValue): number => MONTHS[interval];

/** Name and price at a date: the first discount whose dates hold it (proto's rule), else the entry's own. */
function priced(entry: PricedEntry, base: number, date: string): { name: string; price: number } {
  const discount = applicableDiscount(entry.discounts, date);
  return { name: discount?.altName || entry.name, price: discount ? discount.altCost : base };
}

/** A type's price for a member status: its override for that status, else its cost; a discount at the date wins over both. */
export function membershipTypePrice(type: ChosenType, memberStatusId: string | null | undefined, date: string) {
  const override = memberStatusId ? type.overrides.find((o) => o.memberStatusId === memberStatusId) : undefined;
  return priced(type, override?.cost ?? type.cost, date);
}

export function applicationFigures(input: {
  types: readonly ChosenType[];
  costs: readonly PricedEntry[];
  memberStatusId?: string | null;
  interval: PaymentIntervalValue;
  date: string;
}): ApplicationFigures {
  const f: ApplicationFigures = {
    subscriptions: [],
    subscriptionPrices: [],
    oneTimeCostItems: [],
    oneTimeCostPrices: [],
    periodicFixedCostItems: [],
    periodicFixedCostPrices: [],
    yearlyFixedCostItems: [],
    yearlyFixedCostPrices: [],
    totalCosts: 0,
    periodicCostFactor: periodicCostFactor(input.interval),
  };
  for (const type of input.types) {
    const { name, price } = membershipTypePrice(type, input.memberStatusId, input.date);
    // A yearly membership is paid once a year, like a yearly fixed cost; every other type monthly.
    if (type.type === CatalogueEntryType.YearlyMembershipCost) push(f.yearlyFixedCostItems, f.yearlyFixedCostPrices, name, price);
    else push(f.subscriptions, f.subscriptionPrices, name, price);
  }
  const seen = new Set<string>();
  for (const cost of input.costs) {
    if (seen.has(cost.id)) continue;
    seen.add(cost.id);
    const { name, price } = priced(cost, cost.cost, input.date);
    if (cost.type === CatalogueEntryType.ForRegistration) push(f.oneTimeCostItems, f.oneTimeCostPrices, name, price);
    else if (cost.type === CatalogueEntryType.MonthlyMembershipCost) push(f.periodicFixedCostItems, f.periodicFixedCostPrices, name, price);
    else if (cost.type === CatalogueEntryType.YearlyMembershipCost) push(f.yearlyFixedCostItems, f.yearlyFixedCostPrices, name, price);
  }
  const monthly = sum(f.subscriptionPrices) + sum(f.periodicFixedCostPrices);
  f.totalCosts = monthly * f.periodicCostFactor + sum(f.oneTimeCostPrices) + sum(f.yearlyFixedCostPrices);
  return f;
}

function push(items: string[], prices: number[], name: string, price: number) {
  items.push(name);
  prices.push(price);
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

export const ADULT_AGE = 18;

/**
 * A type requires a guardian's consent for a minor when it costs anything (German civil code
 * section 107: a contract that is not solely to the minor's advantage): its cost, a cost per
 * member status or a discounted price above zero. A free type (a trial) requires none.
 */
export const requiresGuardian = (type: ChosenType): boolean =>
  type.cost > 0 || type.overrides.some((o) => o.cost > 0) || type.discounts.some((d) => d.altCost > 0);

/** An applicant under 18 at the date who chose a type that requires consent; an unknown birthday counts as adult. */
export function needsGuardian(birthday: string | null | undefined, date: string, types: readonly ChosenType[]): boolean {
  return Boolean(birthday) && ageAt(birthday!, date) < ADULT_AGE && types.some(requiresGuardian);
}
