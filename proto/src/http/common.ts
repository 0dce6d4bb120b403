import { z } from 'zod';
import { isValidIban, normalizeIban } from '../iban.ts';

export const Uuid = z.uuid();
export const IdParams = z.object({ id: z.uuid() });
export const Created = z.object({ id: z.uuid() });
/** A query list given as `a,b,c` (at most 200 items; an empty string is an empty list). */
export const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',').map((s) => s.trim())) : v), z.array(item).max(200));
/** A web address the app may link to: http or https only (a `javascript:` link would run code). */
export const HttpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

/** yyyy-mm-dd, a calendar date local to the company. */
export const LocalDate = z.iso.date();
/** HH:mm, local to the company. */
export const LocalTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm');
export const Cents = z.number().int().min(0).max(100_000_000);
/** An IBAN typed in either format; stored and answered in the electronic format (no spaces). */
export const Iban = z
  .string()
  .max(42)
  .transform(normalizeIban)
  .refine(isValidIban, 'expected a valid IBAN (country, length and check digits)');

export function odataList<T extends z.ZodType>(item: T) {
  return z.object({ value: z.array(item), '@odata.count': z.number().int().optional() });
}
