import type { PushMessageText } from './invoice-message.ts';

/** "12,34 €" for the member (German format, integer cents in). */
export function euro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')} €`;
}

/** The German bell message telling a member that their bank returned a direct debit. */
export function directDebitReturnedMessage(p: {
  invoiceId: string;
  invoiceNumber: number;
  amountCents: number;
  feeCents: number;
}): PushMessageText {
  const fee = p.feeCents > 0 ? ` Die Rücklastschriftgebühr von ${euro(p.feeCents)} wurde der Rechnung hinzugefügt.` : '';
  return {
    tag: `invoice-returned:${p.invoiceId}`,
    title: 'Lastschrift zurückgegeben',
    text: `Ihre Bank hat die Lastschrift über ${euro(p.amountCents)} für Rechnung Nr. ${p.invoiceNumber} zurückgegeben.${fee} Bitte prüfen Sie Ihre Zahlungsdaten.`,
  };
}
