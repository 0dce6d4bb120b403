import { fail, validationFailed, type Db, type UploadForm } from '@takt/kit';
import { ErrorCode, type ReturnImport } from '@takt/proto';
import { parseReturnFile, type ReturnedDebit } from '../domain/returns/return-file.ts';
import { publishDirectDebitReturned } from '../events/direct-debit-events.ts';
import type { Client } from '../store/client.ts';
import { lockDirectDebits, markReturned, transactionsByEndToEnd } from '../store/direct-debits.ts';
import { findCompanyView } from '../store/read-models.ts';
import { syncInvoice } from '../store/invoices.ts';
import { reopenReturned } from '../store/returns.ts';
import { addFee, dunInTx } from './dunning-steps.ts';
import { DEFAULT_RETURN_FEE_CENTS } from './direct-debit-settings.ts';

type Line = ReturnImport['lines'][number];

const feeText = (reason: string | null) => `Rücklastschriftgebühr${reason ? ` (${reason})` : ''}`;

/**
 * Applies a bank's return file: each returned debit re-opens its invoice with the company's return
 * fee as a position and one dunning level more, and tells the member. A debit already returned
 * (the same file again) or an unknown end-to-end id is reported, never applied twice.
 */
export async function importDirectDebitReturns(db: Db<Client>, companyId: string, { file }: UploadForm): Promise<ReturnImport> {
  if (!file || file.bytes.length === 0) throw validationFailed([{ field: 'File', message: 'a camt.054 or CSV file is required' }]);
  const parsed = parseReturnFile(file.bytes.toString('utf8'));
  if (!parsed) throw fail(ErrorCode.ReturnFileUnreadable, undefined, { fields: [{ field: 'File', message: 'neither camt.054 nor CSV' }] });

  return db.tx(async (tx) => {
    await lockDirectDebits(tx, companyId);
    const fee = (await findCompanyView(tx))?.returnFeeCents ?? DEFAULT_RETURN_FEE_CENTS;
    const known = new Map(
      (
        await transactionsByEndToEnd(
          tx,
          parsed.lines.map((l) => l.endToEndId),
        )
      ).map((t) => [t.endToEndId, t]),
    );
    const lines: Line[] = [];
    for (const line of parsed.lines) {
      const debit = known.get(line.endToEndId);
      const base = { endToEndId: line.endToEndId, amountCents: line.amountCents, reasonCode: line.reasonCode };
      if (!debit) {
        lines.push({ ...base, outcome: 'unknown', invoiceId: null, invoiceNumber: null });
        continue;
      }
      const ref = { invoiceId: debit.invoiceId, invoiceNumber: debit.invoice.invoiceNumber };
      lines.push({ ...base, ...ref, outcome: await applyReturn(line, debit, fee) });
    }
    const returned = lines.filter((l) => l.outcome === 'returned').length;
    return { format: parsed.format, returned, feeCents: returned * fee, lines };

    async function applyReturn(
      line: ReturnedDebit,
      debit: typeof known extends Map<string, infer T> ? T : never,
      feeCents: number,
    ): Promise<Line['outcome']> {
      if (debit.returnedDate) return 'already_returned';
      if (line.amountCents !== null && line.amountCents !== debit.amountCents) return 'amount_mismatch';
      if (!(await markReturned(tx, debit.id, line.reasonCode))) return 'already_returned';
      // Open again, the bank's fee as a position, one dunning level up as staff would raise it.
      const reopened = await reopenReturned(tx, debit.invoice);
      if (feeCents > 0) await addFee(tx, reopened, feeText(line.reasonCode), feeCents);
      await dunInTx(tx, reopened);
      const invoice = await syncInvoice(tx, reopened.id);
      await publishDirectDebitReturned(tx, invoice, { amountCents: debit.amountCents, feeCents, reasonCode: line.reasonCode });
      return 'returned';
    }
  });
}
