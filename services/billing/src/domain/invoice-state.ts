/** Payment status numbers as proto's PaymentStatus: Open 0, Paid 1, Cancelled 2. */
export type PaymentState = 0 | 1 | 2;

export const MAX_DUNNING_LEVEL = 5;

/**
 * Which status changes an invoice allows: an open one is paid or cancelled; a paid one can be
 * re-opened (a returned debit, a mistake); a cancelled one is final. The same status again
 * changes nothing and is allowed.
 */
export function canChangeStatus(from: PaymentState, to: PaymentState): boolean {
  if (from === to) return true;
  if (from === 0) return true;
  if (from === 1) return to === 0;
  return false;
}

/** Positions can be added, edited, cancelled while pending (no invoice) or on an open invoice. */
export const positionsEditable = (invoiceStatus: PaymentState | null): boolean => invoiceStatus === null || invoiceStatus === 0;

/** The next dunning level, or a reason why the invoice cannot be dunned. */
export function nextDunningLevel(status: PaymentState, level: number): number | { problem: 'not_open' | 'max_level' } {
  if (status !== 0) return { problem: 'not_open' };
  if (level >= MAX_DUNNING_LEVEL) return { problem: 'max_level' };
  return level + 1;
}

/** The fee of a dunning level (1-based) from the company's fee list; a missing entry is free. */
export const dunningFee = (fees: readonly number[], level: number): number => fees[level - 1] ?? 0;

/** The text of a dunning fee position. */
export const dunningFeeText = (level: number): string => `Mahngebühr ${level}. Mahnstufe`;

/** `<year>-<number with 5 digits>`, as the database generates it. */
export const invoiceNumberString = (year: number, n: number): string => `${year}-${String(n).padStart(5, '0')}`;
