import { describe, expect, it } from 'vitest';
import { germanDate, invoiceCreatedMessage } from './invoice-message.ts';

describe('invoiceCreatedMessage', () => {
  it.each([
    [7, '2026-11-01', '2026-11-30', 'Ihre Rechnung Nr. 7 für den Zeitraum 01.11.2026 bis 30.11.2026 wurde erstellt.'],
    [1234, '2028-02-01', '2028-02-29', 'Ihre Rechnung Nr. 1234 für den Zeitraum 01.02.2028 bis 29.02.2028 wurde erstellt.'],
  ])('invoice %i from %s to %s', (invoiceNumber, periodStartDate, periodEndDate, text) => {
    const id = '0b6f1f62-8c1c-4a53-9d0e-6a8f7f0c1a11';
    expect(invoiceCreatedMessage({ invoiceId: id, invoiceNumber, periodStartDate, periodEndDate })).toEqual({
      tag: `invoice:${id}`,
      title: 'Neue Rechnung',
      text,
    });
  });
});

describe('germanDate', () => {
  it.each([
    ['2026-01-05', '05.01.2026'],
    ['2026-12-31T23:00:00Z', '31.12.2026'],
  ])('%s -> %s', (input, expected) => {
    expect(germanDate(input)).toBe(expected);
  });

  it('rejects other formats', () => {
    expect(() => germanDate('05.01.2026')).toThrow();
  });
});
