// Rules for an attendee's direct-debit mandate, apart from the SEPA file itself.

/** The reference billing assigns when a mandate arrives without one: unique, since attendee ids are. */
export function assignedMandateReference(attendeeId: string): string {
  return `TAKT-${attendeeId.replace(/-/g, '').slice(0, 24).toUpperCase()}`;
}

export interface MandateIdentity {
  mandateReference: string | null;
  iban: string | null;
  firstCollection: boolean;
}

/**
 * Whether the next collection is the mandate's first (FRST). A new mandate starts at first; a new
 * reference or another debtor account starts the sequence over (the bank sees a new mandate);
 * otherwise the history stands unless staff set it explicitly.
 */
export function firstCollectionAfter(
  before: MandateIdentity | null,
  after: Omit<MandateIdentity, 'firstCollection'>,
  explicit?: boolean,
): boolean {
  if (explicit !== undefined) return explicit;
  if (!before) return true;
  if (before.mandateReference !== after.mandateReference || before.iban !== after.iban) return true;
  return before.firstCollection;
}
