import { describe, expect, it } from 'vitest';
import { directDebitReturnedMessage, euro } from './direct-debit-message.ts';

describe('euro', () => {
  it.each([
    [0, '0,00 €'],
    [5, '0,05 €'],
    [500, '5,00 €'],
    [123456, '1234,56 €'],
    [-250, '-2,50 €'],
  ])('%i cents → %s', (cents, text) => expect(euro(cents)).toBe(text));
});

describe('directDebitReturnedMessage', () => {
  const id = '0b6f1f62-8c1c-4a53-9d0e-6a8f7f0c1a11';
  it('names amount, invoice and fee', () => {
    expect(directDebitReturnedMessage({ invoiceId: id, invoiceNumber: 7, amountCents: 1500, feeCents: 500 })).toEqual({
      tag: `invoice-returned:${id}`,
      title: 'Lastschrift zurückgegeben',
      text: 'Ihre Bank hat die Lastschrift über 15,00 € für Rechnung Nr. 7 zurückgegeben. Die Rücklastschriftgebühr von 5,00 € wurde der Rechnung hinzugefügt. Bitte prüfen Sie Ihre Zahlungsdaten.',
    });
  });

  it('leaves the fee out when there is none', () => {
    expect(directDebitReturnedMessage({ invoiceId: id, invoiceNumber: 7, amountCents: 1500, feeCents: 0 }).text).not.toContain('Gebühr');
  });
});
