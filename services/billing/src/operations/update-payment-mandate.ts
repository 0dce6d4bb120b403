import { fail, isUniqueViolation, knownSoon, notFound, type Db } from '@takt/kit';
import { ErrorCode, PaymentDataType, type PaymentData, type UpdatePaymentMandateBody } from '@takt/proto';
import { assignedMandateReference, firstCollectionAfter } from '../domain/mandate.ts';
import type { Client } from '../store/client.ts';
import { findPaymentData, mandateReferenceHolder, savePaymentData } from '../store/payment-data.ts';
import { attendeeKnown } from '../store/read-models.ts';
import { paymentDataView } from './payment-data-view.ts';

const referenceTaken = () =>
  fail(ErrorCode.MandateReferenceTaken, undefined, { fields: [{ field: 'mandateReference', message: 'used for another attendee' }] });

/** Creates or changes an attendee's payment data; the mandate reference stays unique in the company. */
export async function updatePaymentMandate(db: Db<Client>, body: UpdatePaymentMandateBody): Promise<PaymentData> {
  const { attendeeId } = body;
  if (!(await knownSoon(() => db.tx((tx) => attendeeKnown(tx, attendeeId))))) throw notFound('Attendee');
  return db
    .tx(async (tx) => {
      const before = await findPaymentData(tx, attendeeId);
      const debit = body.type === PaymentDataType.DebitMandate;
      const mandateReference = body.mandateReference ?? before?.mandateReference ?? (debit ? assignedMandateReference(attendeeId) : null);
      if (mandateReference && ((await mandateReferenceHolder(tx, mandateReference)) ?? attendeeId) !== attendeeId) throw referenceTaken();
      const iban = body.iban ?? null;
      const row = await savePaymentData(tx, attendeeId, {
        type: body.type,
        interval: body.interval,
        iban,
        bic: body.bic ?? null,
        accountHolder: body.accountHolder ?? null,
        mandateReference,
        mandateDate: body.mandateDate ?? null,
        validFrom: body.validFrom ?? null,
        validTill: body.validTill ?? null,
        recurring: body.recurring,
        firstCollection: firstCollectionAfter(before, { mandateReference, iban }, body.firstCollection),
      });
      return paymentDataView(tx, attendeeId, row);
    })
    .catch((err: unknown) => {
      // Two requests racing past the check meet at the unique index.
      if (isUniqueViolation(err, 'payment_data_company_id_mandate_reference_key')) throw referenceTaken();
      throw err;
    });
}
