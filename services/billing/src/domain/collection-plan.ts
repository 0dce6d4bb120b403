import { isValidIban } from '@takt/proto';
import type { LocalDate } from './invoice-period.ts';
import { sequenceTypeOf, type SequenceType } from './sepa/sequence-type.ts';

// Which open invoices a direct debit on a date collects, and why the others are left out.

export type SkipReason =
  | 'no_mandate'
  | 'pays_by_invoice'
  | 'invalid_iban'
  | 'mandate_incomplete'
  | 'mandate_not_yet_valid'
  | 'mandate_expired'
  | 'one_off_used'
  | 'not_positive';

export interface CollectableInvoice {
  id: string;
  invoiceNumber: number;
  attendeeId: string;
  amountCents: number;
}

export interface Mandate {
  /** DebitMandate 0, Invoice 1 (spec). */
  type: number;
  iban: string | null;
  mandateReference: string | null;
  mandateDate: LocalDate | null;
  validFrom: LocalDate | null;
  validTill: LocalDate | null;
  recurring: boolean;
  firstCollection: boolean;
}

export type Decision<I> = { invoice: I; collect: true; sequenceType: SequenceType } | { invoice: I; collect: false; reason: SkipReason };

function problemOf(invoice: CollectableInvoice, m: Mandate | undefined, date: LocalDate): SkipReason | null {
  if (invoice.amountCents <= 0) return 'not_positive';
  if (!m) return 'no_mandate';
  if (m.type !== 0) return 'pays_by_invoice';
  if (!m.iban || !isValidIban(m.iban)) return 'invalid_iban';
  if (!m.mandateReference || !m.mandateDate) return 'mandate_incomplete';
  if ((m.validFrom && m.validFrom > date) || m.mandateDate > date) return 'mandate_not_yet_valid';
  if (m.validTill && m.validTill < date) return 'mandate_expired';
  return null;
}

/**
 * Decides every invoice, in the given order. A one-off mandate pays only the first of its
 * attendee's invoices; the next ones are skipped as used.
 */
export function planCollection<I extends CollectableInvoice>(
  invoices: I[],
  mandateOf: (attendeeId: string) => Mandate | undefined,
  date: LocalDate,
): Decision<I>[] {
  const usedOneOff = new Set<string>();
  return invoices.map((invoice) => {
    const m = mandateOf(invoice.attendeeId);
    const reason = problemOf(invoice, m, date);
    if (reason) return { invoice, collect: false, reason };
    const mandate = m!;
    if (!mandate.recurring && (!mandate.firstCollection || usedOneOff.has(invoice.attendeeId))) {
      return { invoice, collect: false, reason: 'one_off_used' };
    }
    if (!mandate.recurring) usedOneOff.add(invoice.attendeeId);
    return { invoice, collect: true, sequenceType: sequenceTypeOf(mandate, date) };
  });
}
