import { localDate, toDbDate, type TxClient } from '@takt/kit';
import { dunningFee, dunningFeeText, nextDunningLevel, type PaymentState } from '../domain/invoice-state.ts';
import { publishInvoicePositionAdded } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';
import { updateInvoiceRow } from '../store/invoices.ts';
import { insertPosition } from '../store/positions.ts';
import { readSettings } from '../store/settings.ts';

type Tx = TxClient<Client>;

export type DunningStep = { level: number; fee: number; date: string } | { problem: 'not_open' | 'max_level' };

/**
 * One dunning level up, dated today, with that level's fee (company setting) as a position: the
 * one way both staff's RaiseDunningLevel and a bank's return dun an invoice. The caller syncs the
 * invoice's sum afterwards.
 */
export async function dunInTx(tx: Tx, invoice: Invoice): Promise<DunningStep> {
  const level = nextDunningLevel(invoice.paymentStatus as PaymentState, invoice.dunningLevel);
  if (typeof level !== 'number') return level;
  const date = localDate();
  const fee = dunningFee((await readSettings(tx)).dunningFees, level);
  await updateInvoiceRow(tx, invoice.id, { dunningLevel: level, [`dunningLevel${level}Date`]: toDbDate(date) });
  if (fee > 0) await addFee(tx, invoice, dunningFeeText(level), fee, date, level);
  return { level, fee, date };
}

/** A fee as a position of the invoice (dunning, or the bank's return fee). */
export async function addFee(tx: Tx, invoice: Invoice, description: string, centCost: number, date = localDate(), level?: number) {
  const position = await insertPosition(tx, {
    invoiceId: invoice.id,
    forAttendeeId: invoice.attendeeId,
    attendeeFullName: invoice.attendeeFullName,
    description,
    centCost,
    date,
    ...(level ? { sourceDunningLevel: level } : {}),
  });
  await publishInvoicePositionAdded(tx, position);
}
