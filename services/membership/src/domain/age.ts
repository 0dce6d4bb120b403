/** Whole years between a birthday and a date (both yyyy-mm-dd); a 29 February birthday counts from 1 March in common years. */
export function ageAt(birthday: string, date: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface AgeRange {
  minAge?: number | null;
  maxAge?: number | null;
}

/**
 * Spec section 5's age rule: an age fits when it is unknown (no birthday) or lies within the
 * optional bounds, both inclusive.
 */
export function fitsAgeRange(range: AgeRange, birthday: string | null | undefined, date: string): boolean {
  if (!birthday) return true;
  const age = ageAt(birthday, date);
  return (range.minAge == null || age >= range.minAge) && (range.maxAge == null || age <= range.maxAge);
}
