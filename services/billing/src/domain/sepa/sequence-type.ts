import type { LocalDate } from '../invoice-period.ts';

export type SequenceType = 'FRST' | 'RCUR' | 'OOFF' | 'FNAL';
/** Spec section 3: FRST 0, RCUR 1, OOFF 2, FNAL 3. */
export const SEQUENCE_NUMBER: Record<SequenceType, number> = { FRST: 0, RCUR: 1, OOFF: 2, FNAL: 3 };

export interface MandateHistory {
  /** A one-off mandate allows exactly one collection. */
  recurring: boolean;
  /** No collection on this mandate yet. */
  firstCollection: boolean;
  validTill: LocalDate | null;
}

/** The date a month later (clamped to the month's end): when the next regular collection would fall. */
function monthAfter(date: LocalDate): LocalDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m, 1));
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  return `${next.toISOString().slice(0, 8)}${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The sequence type of a collection: OOFF for a one-off mandate; FNAL when the mandate ends
 * before the next monthly collection could fall (a terminated membership); FRST on the first
 * collection, RCUR after. A first collection that is also the last is a one-off (EPC rulebook).
 */
export function sequenceTypeOf(mandate: MandateHistory, collectionDate: LocalDate): SequenceType {
  if (!mandate.recurring) return 'OOFF';
  const final = mandate.validTill !== null && mandate.validTill < monthAfter(collectionDate);
  if (mandate.firstCollection) return final ? 'OOFF' : 'FRST';
  return final ? 'FNAL' : 'RCUR';
}
