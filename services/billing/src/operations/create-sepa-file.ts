import { randomUUID } from 'node:crypto';
import { fail, fromDbDate, type Db } from '@takt/kit';
import { ErrorCode, type SepaFormat, type UserCaller } from '@takt/proto';
import type { LocalDate } from '../domain/invoice-period.ts';
import { creditorOf } from '../domain/sepa/creditor.ts';
import { endToEndIdOf, messageIdOf, remittanceOf } from '../domain/sepa/ids.ts';
import { buildPain008, type SepaTransaction } from '../domain/sepa/pain008.ts';
import { SEQUENCE_NUMBER } from '../domain/sepa/sequence-type.ts';
import type { Client } from '../store/client.ts';
import { createBatch, createTransactions, lockDirectDebits, markInvoicesCollected } from '../store/direct-debits.ts';
import type { DirectDebitBatch } from '../store/generated/client.ts';
import { markMandatesCollected } from '../store/payment-data.ts';
import { fullName } from '../store/read-model.ts';
import { findCompanyView } from '../store/read-models.ts';
import { assertCollectionDate, planFor } from './direct-debit-steps.ts';

/**
 * Collects every invoice the preview would: one pain.008 document, the batch and its
 * transactions recorded, the invoices marked paid by the batch, the mandates' first collection
 * used. Serialised per company, so a second run (also a concurrent one) finds nothing left.
 */
export async function createSepaFile(
  db: Db<Client>,
  user: UserCaller,
  collectionDate: LocalDate,
  format: SepaFormat,
): Promise<DirectDebitBatch> {
  assertCollectionDate(collectionDate);
  return db.tx(async (tx) => {
    await lockDirectDebits(tx, user.companyId);
    const creditor = creditorOf(await findCompanyView(tx));
    if (typeof creditor === 'string') throw fail(ErrorCode.CreditorIncomplete, undefined, { problem: creditor });
    const plan = await planFor(tx, collectionDate);
    const collected = plan.decisions.flatMap((d) => (d.collect ? [d] : []));
    if (collected.length === 0) throw fail(ErrorCode.DirectDebitEmpty);

    const batchId = randomUUID();
    const createdAt = new Date();
    const rows = collected.map(({ invoice, sequenceType }) => {
      const mandate = plan.mandates.get(invoice.attendeeId)!;
      const id = randomUUID();
      const sepa: SepaTransaction = {
        endToEndId: endToEndIdOf(invoice.invoiceNumber, id),
        amountCents: invoice.amountCents,
        mandateId: mandate.mandateReference!,
        mandateDate: fromDbDate(mandate.mandateDate!),
        debtorName: mandate.accountHolder || fullName(plan.attendees.get(invoice.attendeeId)) || 'Unbekannt',
        debtorIban: mandate.iban!,
        debtorBic: mandate.bic,
        remittance: remittanceOf(invoice.invoiceNumber, fromDbDate(invoice.periodStartDate), fromDbDate(invoice.periodEndDate)),
        sequenceType,
      };
      return { id, invoice, sepa };
    });
    const messageId = messageIdOf(createdAt, batchId);
    const xml = buildPain008({
      format,
      messageId,
      createdAt,
      collectionDate,
      creditor: { ...creditor, bic: null },
      transactions: rows.map((r) => r.sepa),
    });
    const batch = await createBatch(tx, {
      id: batchId,
      messageId,
      format,
      collectionDate,
      numberOfTransactions: rows.length,
      controlSumCents: rows.reduce((sum, r) => sum + r.sepa.amountCents, 0),
      xml,
      createdById: user.userId,
    });
    await createTransactions(
      tx,
      rows.map(({ id, invoice, sepa }) => ({
        id,
        batchId,
        invoiceId: invoice.id,
        attendeeId: invoice.attendeeId,
        endToEndId: sepa.endToEndId,
        amountCents: sepa.amountCents,
        sequenceType: SEQUENCE_NUMBER[sepa.sequenceType],
        mandateReference: sepa.mandateId,
      })),
    );
    const marked = await markInvoicesCollected(
      tx,
      rows.map((r) => ({ id: r.invoice.id, cents: r.sepa.amountCents })),
      batchId,
    );
    // An invoice changed while the file was built: nothing is kept, the user runs it again.
    if (marked !== rows.length) throw fail(ErrorCode.Conflict, 'An invoice changed while the file was built; please try again');
    await markMandatesCollected(tx, [...new Set(rows.map((r) => r.invoice.attendeeId))]);
    return batch;
  });
}
