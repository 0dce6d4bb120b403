import { describe, expect, it } from 'vitest';
import {
  canChangeStatus,
  dunningFee,
  invoiceNumberString,
  nextDunningLevel,
  positionsEditable,
  type PaymentState,
} from './invoice-state.ts';

const OPEN = 0,
  PAID = 1,
  CANCELLED = 2;

describe('payment status changes', () => {
  it.each<[PaymentState, PaymentState, boolean]>([
    [OPEN, PAID, true],
    [OPEN, CANCELLED, true],
    [OPEN, OPEN, true],
    [PAID, OPEN, true],
    [PAID, PAID, true],
    [PAID, CANCELLED, false],
    [CANCELLED, OPEN, false],
    [CANCELLED, PAID, false],
    [CANCELLED, CANCELLED, true],
  ])('%i → %i allowed: %s', (from, to, allowed) => {
    expect(canChangeStatus(from, to)).toBe(allowed);
  });

  it.each<[PaymentState | null, boolean]>([
    [null, true],
    [OPEN, true],
    [PAID, false],
    [CANCELLED, false],
  ])('positions of an invoice in status %s editable: %s', (status, editable) => {
    expect(positionsEditable(status)).toBe(editable);
  });
});

describe('dunning', () => {
  it.each<[PaymentState, number, ReturnType<typeof nextDunningLevel>]>([
    [OPEN, 0, 1],
    [OPEN, 4, 5],
    [OPEN, 5, { problem: 'max_level' }],
    [PAID, 0, { problem: 'not_open' }],
    [CANCELLED, 2, { problem: 'not_open' }],
  ])('status %i at level %i → %j', (status, level, next) => {
    expect(nextDunningLevel(status, level)).toEqual(next);
  });

  it.each([
    [[0, 500, 500, 1000, 1000], 1, 0],
    [[0, 500, 500, 1000, 1000], 2, 500],
    [[0, 500, 500, 1000, 1000], 5, 1000],
    [[100], 3, 0],
  ])('fees %j at level %i cost %i', (fees, level, fee) => {
    expect(dunningFee(fees, level)).toBe(fee);
  });
});

describe('invoice number text', () => {
  it.each([
    [2026, 1, '2026-00001'],
    [2026, 42, '2026-00042'],
    [2027, 123456, '2027-123456'],
  ])('%i / %i is %s', (year, n, text) => {
    expect(invoiceNumberString(year, n)).toBe(text);
  });
});
