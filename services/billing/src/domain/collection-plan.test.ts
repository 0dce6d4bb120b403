import { describe, expect, it } from 'vitest';
import { planCollection, type CollectableInvoice, type Mandate } from './collection-plan.ts';

const mandate = (over: Partial<Mandate> = {}): Mandate => ({
  type: 0,
  iban: 'DE89370400440532013000',
  mandateReference: 'M-1',
  mandateDate: '2026-01-10',
  validFrom: null,
  validTill: null,
  recurring: true,
  firstCollection: true,
  ...over,
});
const invoice = (over: Partial<CollectableInvoice> = {}): CollectableInvoice => ({
  id: 'i1',
  invoiceNumber: 1,
  attendeeId: 'a1',
  amountCents: 1500,
  ...over,
});
const decide = (m: Mandate | undefined, inv = invoice()) => planCollection([inv], () => m, '2026-12-01')[0]!;

describe('planCollection', () => {
  it.each([
    ['no payment data', undefined, 'no_mandate'],
    ['pays by invoice', mandate({ type: 1 }), 'pays_by_invoice'],
    ['IBAN missing', mandate({ iban: null }), 'invalid_iban'],
    ['IBAN with a wrong check digit', mandate({ iban: 'DE88370400440532013000' }), 'invalid_iban'],
    ['no mandate reference', mandate({ mandateReference: null }), 'mandate_incomplete'],
    ['no mandate date', mandate({ mandateDate: null }), 'mandate_incomplete'],
    ['valid from a later date', mandate({ validFrom: '2026-12-02' }), 'mandate_not_yet_valid'],
    ['signed after the collection date', mandate({ mandateDate: '2026-12-05' }), 'mandate_not_yet_valid'],
    ['expired the day before', mandate({ validTill: '2026-11-30' }), 'mandate_expired'],
    ['a one-off mandate used already', mandate({ recurring: false, firstCollection: false }), 'one_off_used'],
  ])('skips: %s', (_, m, reason) => expect(decide(m)).toMatchObject({ collect: false, reason }));

  it.each([
    ['a zero invoice', 0],
    ['a credit', -500],
  ])('skips %s as not positive', (_, amountCents) =>
    expect(decide(mandate(), invoice({ amountCents }))).toMatchObject({ collect: false, reason: 'not_positive' }),
  );

  it.each([
    ['first collection', mandate(), 'FRST'],
    ['later collection', mandate({ firstCollection: false }), 'RCUR'],
    ['valid till the collection date (last one)', mandate({ firstCollection: false, validTill: '2026-12-01' }), 'FNAL'],
    ['valid from the collection date', mandate({ validFrom: '2026-12-01' }), 'FRST'],
    ['one-off', mandate({ recurring: false }), 'OOFF'],
  ])('collects: %s as %s', (_, m, sequenceType) => expect(decide(m)).toMatchObject({ collect: true, sequenceType }));

  it('collects a one-off mandate once even with two open invoices', () => {
    const plan = planCollection([invoice(), invoice({ id: 'i2', invoiceNumber: 2 })], () => mandate({ recurring: false }), '2026-12-01');
    expect(plan.map((d) => (d.collect ? d.sequenceType : d.reason))).toEqual(['OOFF', 'one_off_used']);
  });

  it('keeps the order and decides every attendee by their own mandate', () => {
    const mandates: Record<string, Mandate> = { a1: mandate(), a3: mandate({ firstCollection: false }) };
    const plan = planCollection(
      [invoice(), invoice({ id: 'i2', attendeeId: 'a2' }), invoice({ id: 'i3', attendeeId: 'a3' })],
      (id) => mandates[id],
      '2026-12-01',
    );
    expect(plan.map((d) => [d.invoice.id, d.collect ? d.sequenceType : d.reason])).toEqual([
      ['i1', 'FRST'],
      ['i2', 'no_mandate'],
      ['i3', 'RCUR'],
    ]);
  });
});
