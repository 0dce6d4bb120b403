import { isBuried, type TxClient } from '@takt/kit';
import { normalizeIban, PaymentDataType, PaymentInterval, type MembershipEvents, type PayloadOf } from '@takt/proto';
import { assignedMandateReference, firstCollectionAfter } from '../domain/mandate.ts';
import type { Client } from '../store/client.ts';
import { findPaymentData, mandateReferenceHolder, saveGivenMandate } from '../store/payment-data.ts';

/**
 * A mandate signed in the public application becomes the attendee's payment data. An IBAN that
 * fails the check is kept as given: the direct-debit preview then lists the attendee as skipped
 * for it, where staff see and fix it. A reference another attendee holds is replaced by billing's.
 * One handled after the member's erasure (retried after a failure) keeps no bank account of them,
 * and one handled after staff changed the data keeps theirs.
 */
export async function recordMandateGiven(
  tx: TxClient<Client>,
  p: PayloadOf<typeof MembershipEvents.MandateGiven>,
  occurredAt: string,
): Promise<void> {
  if (await isBuried(tx, 'attendee', p.attendeeId)) return;
  const before = await findPaymentData(tx, p.attendeeId);
  const wanted = p.mandateReference?.trim() || null;
  const holder = wanted ? await mandateReferenceHolder(tx, wanted) : null;
  const mandateReference = wanted && (holder === null || holder === p.attendeeId) ? wanted : assignedMandateReference(p.attendeeId);
  const iban = normalizeIban(p.iban);
  await saveGivenMandate(
    tx,
    p.attendeeId,
    {
      type: PaymentDataType.DebitMandate,
      interval: p.interval ?? before?.interval ?? PaymentInterval.Monthly,
      iban,
      bic: null,
      accountHolder: p.holder.trim(),
      mandateReference,
      mandateDate: p.signedDate,
      validFrom: null,
      validTill: null,
      recurring: true,
      firstCollection: firstCollectionAfter(before, { mandateReference, iban }),
    },
    new Date(occurredAt),
  );
}
