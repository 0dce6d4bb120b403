import { describe, expect, it } from 'vitest';
import { allowedPaymentIntervals } from './payment-intervals.ts';

const flags = (m: boolean, q: boolean, h: boolean, y: boolean) => ({
  allowMonthlyPaymentInterval: m,
  allowQuarterlyPaymentInterval: q,
  allowHalfYearlyPaymentInterval: h,
  allowYearlyPaymentInterval: y,
});

describe('allowed payment intervals', () => {
  it.each([
    [flags(true, true, true, true), [0, 1, 3, 4]],
    [flags(true, false, false, false), [0]],
    [flags(false, true, false, true), [1, 3]],
    [flags(false, false, true, false), [4]],
    [flags(false, false, false, false), []],
  ])('%o allows %o', (f, expected) => {
    expect(allowedPaymentIntervals(f)).toEqual(expected);
  });
});
