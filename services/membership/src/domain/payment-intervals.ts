import { PaymentInterval } from '@takt/proto';

export interface IntervalFlags {
  allowMonthlyPaymentInterval: boolean;
  allowQuarterlyPaymentInterval: boolean;
  allowHalfYearlyPaymentInterval: boolean;
  allowYearlyPaymentInterval: boolean;
}

/** Spec section 9's default: every interval. */
export const ALL_PAYMENT_INTERVALS: number[] = [
  PaymentInterval.Monthly,
  PaymentInterval.Quarterly,
  PaymentInterval.Yearly,
  PaymentInterval.HalfYearly,
];

const FLAG_OF: [keyof IntervalFlags, number][] = [
  ['allowMonthlyPaymentInterval', PaymentInterval.Monthly],
  ['allowQuarterlyPaymentInterval', PaymentInterval.Quarterly],
  ['allowYearlyPaymentInterval', PaymentInterval.Yearly],
  ['allowHalfYearlyPaymentInterval', PaymentInterval.HalfYearly],
];

/** The PaymentInterval values a company's settings allow, in the enum's order. */
export function allowedPaymentIntervals(flags: IntervalFlags): number[] {
  return FLAG_OF.filter(([flag]) => flags[flag]).map(([, value]) => value);
}
