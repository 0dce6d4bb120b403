import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { MembershipEvents, type DirectDebitPreview } from '@takt/proto';
import { billingService } from '../src/service.ts';
import { markInvoicesCollected } from '../src/store/direct-debits.ts';
import { COLLECTION_DATE, directDebitFixtures, schemaErrors } from './direct-debit-fixtures.ts';

const t = useTestService(billingService);
const f = directDebitFixtures(t);

const preview = (caller: ReturnType<typeof userCaller>, collectionDate = COLLECTION_DATE) =>
  f.post('/api/DirectDebit/Preview', { collectionDate }, caller);
const create = (caller: ReturnType<typeof userCaller>, body: object = {}) =>
  f.post('/api/DirectDebit/CreateSEPAFile', { collectionDate: COLLECTION_DATE, ...body }, caller);

/** A company with a creditor and four attendees: two with mandates, one without, one paying by invoice. */
async function studio() {
  const manager = userCaller('manager');
  await f.company(manager.companyId, { name: 'Tanzstudio Übermut & Söhne' });
  const jurgen = await f.attendee(manager.companyId, 'Jürgen', 'Müller');
  const anna = await f.attendee(manager.companyId, 'Anna', 'Berg');
  const noMandate = await f.attendee(manager.companyId, 'Nora', 'Ohne');
  const byInvoice = await f.attendee(manager.companyId, 'Ida', 'Rechnung');
  await f.mandate(manager, jurgen, { mandateReference: 'M-JM' });
  await f.mandate(manager, anna, {
    mandateReference: 'M-AB',
    iban: 'DE02120300000000202051',
    accountHolder: 'Anna Berg',
    bic: 'BYLADEM1001',
  });
  await f.post('/api/PaymentData/UpdatePaymentMandate', { attendeeId: byInvoice, type: 1 }, manager);
  const invoices = {
    jurgen: await f.openInvoice(manager, jurgen, 1500),
    anna: await f.openInvoice(manager, anna, 2250),
    noMandate: await f.openInvoice(manager, noMandate, 900),
    byInvoice: await f.openInvoice(manager, byInvoice, 700),
  };
  return { manager, jurgen, anna, noMandate, byInvoice, invoices };
}

describe('direct-debit preview', () => {
  it('lists what would be collected with totals and what is skipped and why, changing nothing', async () => {
    const s = await studio();
    const res = await preview(s.manager);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DirectDebitPreview>();
    expect(body).toMatchObject({ collectionDate: COLLECTION_DATE, numberOfTransactions: 2, controlSumCents: 3750 });
    expect(body.collected.map((c) => [c.attendeeName, c.amountCents, c.sequenceType, c.mandateReference])).toEqual([
      ['Müller, Jürgen', 1500, 'FRST', 'M-JM'],
      ['Berg, Anna', 2250, 'FRST', 'M-AB'],
    ]);
    expect(body.skipped.map((c) => [c.invoiceId, c.reason])).toEqual([
      [s.invoices.noMandate, 'no_mandate'],
      [s.invoices.byInvoice, 'pays_by_invoice'],
    ]);
    expect((await preview(s.manager)).json()).toEqual(body);
    expect((await f.invoice(s.manager, s.invoices.jurgen)).paymentStatus).toBe(0);
  });

  it('skips an invalid IBAN, an expired mandate and one not yet valid', async () => {
    const manager = userCaller('manager');
    await f.company(manager.companyId);
    const [a, b, c] = [
      await f.attendee(manager.companyId, 'A', 'A'),
      await f.attendee(manager.companyId, 'B', 'B'),
      await f.attendee(manager.companyId, 'C', 'C'),
    ];
    await f.mandate(manager, b, { validTill: '2029-12-31' });
    await f.mandate(manager, c, { validFrom: '2030-02-01' });
    // A mandate from the application with a mistyped IBAN is kept, and shows up here.
    await t.announce(
      MembershipEvents.MandateGiven,
      manager.companyId,
      payloadOf(MembershipEvents.MandateGiven, { attendeeId: a, iban: 'DE88370400440532013000' }),
    );
    const ids = [await f.openInvoice(manager, a, 100), await f.openInvoice(manager, b, 100), await f.openInvoice(manager, c, 100)];
    const body = (await preview(manager)).json<DirectDebitPreview>();
    expect(body.numberOfTransactions).toBe(0);
    expect(body.skipped.map((s) => [s.invoiceId, s.reason])).toEqual([
      [ids[0], 'invalid_iban'],
      [ids[1], 'mandate_expired'],
      [ids[2], 'mandate_not_yet_valid'],
    ]);
  });

  it.each([
    ['a collection date in the past', { collectionDate: '2020-01-01' }, 400, 'collection_date_past'],
    ['a date that is not a date', { collectionDate: '02.01.2030' }, 400, 'validation_failed'],
    ['no date', {}, 400, 'validation_failed'],
  ])('refuses %s', async (_, body, status, code) => {
    const manager = userCaller('manager');
    const res = await f.post('/api/DirectDebit/Preview', body, manager);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
  });
});

describe('CreateSEPAFile', () => {
  it.each(['pain.008.001.02', 'pain.008.001.08'])(
    'answers a %s file that validates, records the batch and marks the invoices',
    async (format) => {
      const s = await studio();
      const res = await create(s.manager, { format });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/xml/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="SEPA-2030-01-02-TAKT\w+\.xml"/);
      const xml = res.body;
      expect(schemaErrors(xml, format)).toBe('');
      expect(xml).toContain('<CtrlSum>37.50</CtrlSum>');
      expect(xml).toContain('<Nm>Tanzstudio Uebermut + Soehne</Nm>');
      expect(xml).toContain('<Nm>Juergen Mueller</Nm>');
      expect(xml).toContain('<Id>DE98ZZZ09999999999</Id>');
      expect(xml).toContain(`<${format.endsWith('08') ? 'BICFI' : 'BIC'}>BYLADEM1001</`);
      expect([...xml.matchAll(/<SeqTp>(\w+)</g)].map((m) => m[1])).toEqual(['FRST']);

      expect((await f.invoice(s.manager, s.invoices.jurgen)).paymentStatus).toBe(1);
      expect((await f.invoice(s.manager, s.invoices.anna)).paymentStatus).toBe(1);
      expect((await f.invoice(s.manager, s.invoices.noMandate)).paymentStatus).toBe(0);
      const batchId = res.headers['x-batch-id'] as string;
      const rows = await t.db.system((tx) => tx.invoice.findMany({ where: { collectedBatchId: batchId } }));
      expect(rows.map((r) => r.id).sort()).toEqual([s.invoices.jurgen, s.invoices.anna].sort());

      const list = (await t.call('GET', '/odata/DirectDebitBatches?$count=true', undefined, s.manager)).json();
      expect(list).toMatchObject({
        '@odata.count': 1,
        value: [{ id: batchId, format, collectionDate: COLLECTION_DATE, numberOfTransactions: 2, controlSumCents: 3750, returnedCount: 0 }],
      });
      const again = await t.call('GET', `/api/DirectDebit/File/${batchId}`, undefined, s.manager);
      expect(again.body).toBe(xml);
    },
  );

  it('does not collect an invoice twice, and collects the next one as RCUR', async () => {
    const s = await studio();
    expect((await create(s.manager)).statusCode).toBe(200);
    const second = await create(s.manager);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'direct_debit_empty' });

    const december = await f.openInvoice(s.manager, s.jurgen, 1800, '2026-12-10');
    const preview2 = (await preview(s.manager)).json<DirectDebitPreview>();
    expect(preview2.collected).toEqual([expect.objectContaining({ invoiceId: december, sequenceType: 'RCUR', amountCents: 1800 })]);
    const third = await create(s.manager);
    expect(third.statusCode).toBe(200);
    expect([...third.body.matchAll(/<SeqTp>(\w+)</g)].map((m) => m[1])).toEqual(['RCUR']);
    const mandate = (await t.call('GET', `/api/PaymentData/GetPaymentMandate/${s.jurgen}`, undefined, s.manager)).json();
    expect(mandate).toMatchObject({ firstCollection: false });
  });

  it('collects once when two runs race', async () => {
    const s = await studio();
    const results = await Promise.all([create(s.manager), create(s.manager)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const count = await t.db.system((tx) => tx.directDebitTransaction.count({ where: { invoiceId: s.invoices.jurgen } }));
    expect(count).toBe(1);
  });

  it('marks an invoice collected only at the amount the file collects', async () => {
    const s = await studio();
    const batchId = randomUUID();
    const changed = await t.db.system((tx) => markInvoicesCollected(tx, [{ id: s.invoices.jurgen, cents: 1499 }], batchId));
    expect(changed).toBe(0);
    expect((await f.invoice(s.manager, s.invoices.jurgen)).paymentStatus).toBe(0);
  });

  it.each([
    ['no creditor identifier', { creditorIdentifier: null }],
    ['a creditor identifier with a wrong check', { creditorIdentifier: 'DE97ZZZ09999999999' }],
    ['no company IBAN', { iban: null }],
  ])('answers 409 creditor_incomplete with %s, and changes nothing', async (_, over) => {
    const manager = userCaller('manager');
    await f.company(manager.companyId, over);
    const a = await f.attendee(manager.companyId, 'A', 'A');
    await f.mandate(manager, a);
    const id = await f.openInvoice(manager, a, 500);
    const res = await create(manager);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'creditor_incomplete' });
    expect((await f.invoice(manager, id)).paymentStatus).toBe(0);
  });

  it('answers 409 direct_debit_empty when nothing is collectable, and 400 for a past date or an unknown format', async () => {
    const s = await studio();
    const empty = await f.post('/api/DirectDebit/CreateSEPAFile', { collectionDate: '2026-10-31' }, s.manager);
    expect(empty.json()).toMatchObject({ code: 'collection_date_past' });
    const manager = userCaller('manager');
    await f.company(manager.companyId);
    const res = await create(manager);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'direct_debit_empty' });
    expect((await create(s.manager, { format: 'pain.008.001.99' })).statusCode).toBe(400);
    expect((await f.invoice(s.manager, s.invoices.jurgen)).paymentStatus).toBe(0);
  });

  it('answers 404 for another company’s batch and 403 for roles without direct-debit access', async () => {
    const s = await studio();
    const batchId = (await create(s.manager)).headers['x-batch-id'] as string;
    const other = userCaller('manager');
    expect((await t.call('GET', `/api/DirectDebit/File/${batchId}`, undefined, other)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/DirectDebit/File/${randomUUID()}`, undefined, s.manager)).statusCode).toBe(404);
    expect((await t.call('GET', '/odata/DirectDebitBatches?$count=true', undefined, other)).json()).toMatchObject({ '@odata.count': 0 });
    expect((await create(other)).statusCode).toBe(409);

    for (const role of ['employee', 'trainer', 'attendee'] as const) {
      const caller = userCaller(role, s.manager.companyId);
      expect((await preview(caller)).statusCode).toBe(403);
      expect((await create(caller)).statusCode).toBe(403);
      expect((await t.call('GET', '/odata/DirectDebitBatches', undefined, caller)).statusCode).toBe(403);
      expect((await t.call('GET', `/api/DirectDebit/File/${batchId}`, undefined, caller)).statusCode).toBe(403);
    }
    expect((await t.call('GET', `/api/DirectDebit/File/${batchId}`, undefined, userCaller('admin', s.manager.companyId))).statusCode).toBe(
      200,
    );
  });
});
