import { germanDate, monthStartsOf, type InvoicePeriod, type LocalDate } from './invoice-period.ts';

export interface Membership {
  membershipTypeId: string;
  fromDate: string;
  tillDate: string | null;
}

export interface Discount {
  altName: string | null;
  altCost: number;
  dateFrom: string | null;
  dateTill: string | null;
}

export interface MembershipType {
  id: string;
  name: string;
  /** Cents per month, or per year when `yearly`. */
  cost: number;
  yearly: boolean;
  discounts: Discount[];
}

export interface FeeLine {
  membershipTypeId: string;
  description: string;
  centCost: number;
}

const day = (d: string | null): string | null => (d ? d.slice(0, 10) : null);

/** Spec section 5: a discount applies when the date lies within dateFrom and dateTill; the first match wins. */
export function discountAt(discounts: readonly Discount[], date: LocalDate): Discount | undefined {
  return discounts.find((d) => (!day(d.dateFrom) || day(d.dateFrom)! <= date) && (!day(d.dateTill) || date <= day(d.dateTill)!));
}

/** The months (first days) of the period in which the membership holds on at least one day. */
export function billedMonths(m: Membership, period: InvoicePeriod): LocalDate[] {
  const from = day(m.fromDate)!;
  const till = day(m.tillDate);
  return monthStartsOf(period).filter((start) => {
    const end = `${start.slice(0, 8)}31`; // compared as text: any day of the month is <= the 31st
    return from <= end && (!till || till >= start);
  });
}

/**
 * The fee lines of an attendee's memberships for a period: per membership the type's monthly cost
 * (a yearly cost counts a twelfth, rounded to the cent) times the months it holds, at the
 * discount valid on the period's first day. Free or unknown types bill nothing.
 */
export function membershipFees(
  memberships: readonly Membership[],
  types: ReadonlyMap<string, MembershipType>,
  period: InvoicePeriod,
): FeeLine[] {
  const lines: FeeLine[] = [];
  for (const m of memberships) {
    const type = types.get(m.membershipTypeId);
    if (!type) continue;
    const months = billedMonths(m, period).length;
    if (months === 0) continue;
    const discount = discountAt(type.discounts, period.start);
    const cost = discount ? discount.altCost : type.cost;
    const centCost = type.yearly ? Math.round((cost * months) / 12) : cost * months;
    if (centCost <= 0) continue;
    const name = discount?.altName || type.name;
    lines.push({
      membershipTypeId: type.id,
      description: `${name} ${germanDate(period.start)} – ${germanDate(period.end)}`,
      centCost,
    });
  }
  return lines;
}
