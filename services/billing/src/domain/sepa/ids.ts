import { germanDate, type LocalDate } from '../invoice-period.ts';

const compact = (uuid: string, n: number) => uuid.replace(/-/g, '').slice(0, n).toUpperCase();

/** GrpHdr/MsgId, unique per creditor: creation second plus a random part; 24 characters leave room for PmtInfId. */
export function messageIdOf(createdAt: Date, randomUuid: string): string {
  const stamp = createdAt.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `TAKT${stamp}${compact(randomUuid, 6)}`;
}

/** EndToEndId: the invoice number for people reading bank statements, the transaction id for uniqueness. */
export function endToEndIdOf(invoiceNumber: number, transactionId: string): string {
  return `R${invoiceNumber}-${compact(transactionId, 16)}`;
}

/** The text on the member's bank statement. */
export function remittanceOf(invoiceNumber: number, periodStart: LocalDate, periodEnd: LocalDate): string {
  return `Rechnung ${invoiceNumber} vom ${germanDate(periodStart)} bis ${germanDate(periodEnd)}`;
}
