// Spec sections 4 and 7, "Billing (card payment provider)": how plans are listed and how a
// company's Stripe subscription becomes its licence figures.

export interface Tiered {
  tiers: readonly { up_to: number | null }[];
}

/** A first tier without `up_to` is Stripe's "inf": after every bounded first tier. */
const firstLimit = (p: Tiered): number => (p.tiers.length ? (p.tiers[0]!.up_to ?? Number.POSITIVE_INFINITY) : Number.NaN);

/** Plans by their first tier's `up_to`, ascending; plans without tiers last, in their given order. */
export function sortPlans<T extends Tiered>(plans: readonly T[]): T[] {
  return plans
    .map((plan, index) => ({ plan, index, limit: firstLimit(plan) }))
    .sort((a, b) => {
      const aNone = Number.isNaN(a.limit);
      const bNone = Number.isNaN(b.limit);
      if (aNone || bNone) return aNone === bNone ? a.index - b.index : aNone ? 1 : -1;
      return a.limit === b.limit ? a.index - b.index : a.limit < b.limit ? -1 : 1;
    })
    .map((x) => x.plan);
}

/** Stripe statuses under which a subscription still grants its licences. */
export const LIVE_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];
export const isLive = (status: string): boolean => LIVE_STATUSES.includes(status);

export interface SubscriptionFacts {
  status: string;
  quantity: number;
  /** The item's plan bills by tiers. */
  tiered: boolean;
}

export interface LicenceFigures {
  /** Null: no live subscription, the trial's figure applies (identity's TRIAL_LICENCES). */
  totalLicences: number | null;
  /** Null: no limit on attendees. */
  maxAttendees: number | null;
}

/**
 * Spec section 4 "Licences": the licences are the subscription item's quantity; maximum
 * attendees is set from that quantity only for a tiered plan and cleared without a billing
 * customer or subscription. A cancelled (not live) subscription resets both.
 */
export function licenceFigures(subscription: SubscriptionFacts | null): LicenceFigures {
  if (!subscription || !isLive(subscription.status)) return { totalLicences: null, maxAttendees: null };
  return { totalLicences: subscription.quantity, maxAttendees: subscription.tiered ? subscription.quantity : null };
}

export const sameFigures = (a: LicenceFigures, b: LicenceFigures): boolean =>
  a.totalLicences === b.totalLicences && a.maxAttendees === b.maxAttendees;

/** Why a quantity does not fit a plan, or null: at least 1, and within the last tier when that one is bounded. */
export function quantityProblem(plan: Tiered, quantity: number): string | null {
  if (!Number.isInteger(quantity) || quantity < 1) return 'must be a whole number of at least 1';
  const last = plan.tiers.at(-1);
  if (last && last.up_to !== null && quantity > last.up_to) return `must not exceed the plan's last tier (${last.up_to})`;
  return null;
}
