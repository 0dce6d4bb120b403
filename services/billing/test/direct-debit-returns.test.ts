import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import type { ReturnImport } from '@takt/proto';
import { billingService } from '../src/service.ts';
import { COLLECTION_DATE, directDebitFixtures } from './direct-debit-fixtures.ts';

const t = useTestService(billingService);
const f = directDebitFixtures(t);

const upload = (caller: ReturnType<typeof userCaller>, text: string, name = 'returns.csv') => {
  const form = new FormData();
  form.append('File', new Blob([text], { type: name.endsWith('.xml') ? 'application/xml' : 'text/csv' }), name);
  return t.upload('/api/DirectDebit/ImportReturns', form, caller);
};

/** A company with two collected invoices (15.00 and 22.50 EUR); answers their end-to-end ids. */
async function collected() {
  const manager = userCaller('manager');
  await f.company(manager.companyId);
  const a = await f.attendee(manager.companyId, 'Jürgen', 'Müller');
  const b = await f.attendee(manager.companyId, 'Anna', 'Berg');
  await f.mandate(manager, a);
  await f.mandate(manager, b, { iban: 'DE02120300000000202051' });
  const invoices = [await f.openInvoice(manager, a, 1500), await f.openInvoice(manager, b, 2250)];
  const res = await f.post('/api/DirectDebit/CreateSEPAFile', { collectionDate: COLLECTION_DATE }, manager);
  if (res.statusCode !== 200) throw new Error(res.body);
  const e2e = [...res.body.matchAll(/<EndToEndId>([^<]+)</g)].map((m) => m[1]!);
  return { manager, invoices, e2e, batchId: res.headers['x-batch-id'] as string };
}

const invoiceRow = (id: string) => t.db.system((tx) => tx.invoice.findUniqueOrThrow({ where: { id }, include: { positions: true } }));

const camt054 = (e2e: string, amount: string, reason: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn>
<GrpHdr><MsgId>R1</MsgId><CreDtTm>2030-01-08T09:00:00</CreDtTm></GrpHdr>
<Ntfctn><Id>N1</Id><Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><NtryDtls><TxDtls>
<Refs><EndToEndId>${e2e}</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>
<RtrInf><Rsn><Cd>${reason}</Cd></Rsn></RtrInf></TxDtls></NtryDtls></Ntry></Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`;

describe('direct-debit returns', () => {
  it('re-opens a returned invoice with one fee and a dunning level more, tells the member, and reports unknown ids', async () => {
    const s = await collected();
    const res = await upload(s.manager, `EndToEndId;Amount;Reason\n${s.e2e[0]};15,00;AC04\nR999-UNKNOWN;3.00;MD06\n`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      format: 'csv',
      returned: 1,
      feeCents: 500,
      lines: [
        {
          endToEndId: s.e2e[0],
          amountCents: 1500,
          reasonCode: 'AC04',
          outcome: 'returned',
          invoiceId: s.invoices[0],
          invoiceNumber: expect.any(Number),
        },
        { endToEndId: 'R999-UNKNOWN', amountCents: 300, reasonCode: 'MD06', outcome: 'unknown', invoiceId: null, invoiceNumber: null },
      ],
    });
    const returned = await invoiceRow(s.invoices[0]!);
    expect(returned).toMatchObject({ paymentStatus: 0, collectedBatchId: null, dunningLevel: 1, centCostSum: 2000, markedPaidById: null });
    // Dunned as staff would dun it: the level carries its date, the positions the open status.
    expect(returned.dunningLevel1Date).not.toBeNull();
    expect(new Set(returned.positions.map((p) => p.invoicePaymentStatus))).toEqual(new Set([0]));
    expect(returned.positions.filter((p) => p.description.startsWith('Rücklastschriftgebühr'))).toEqual([
      expect.objectContaining({ description: 'Rücklastschriftgebühr (AC04)', centCost: 500 }),
    ]);
    expect(await invoiceRow(s.invoices[1]!)).toMatchObject({ paymentStatus: 1, dunningLevel: 0, centCostSum: 2250 });

    const events = (await t.outbox('billing.direct-debit.returned')).filter((e) => e.companyId === s.manager.companyId);
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ invoiceId: s.invoices[0], amountCents: 1500, feeCents: 500, reasonCode: 'AC04' }),
    ]);
    const batches = (await t.call('GET', '/odata/DirectDebitBatches', undefined, s.manager)).json();
    expect(batches.value[0]).toMatchObject({ id: s.batchId, returnedCount: 1 });
  });

  it('changes nothing when the same file is imported twice', async () => {
    const s = await collected();
    const csv = `${s.e2e[1]};22.50;MD06\n`;
    expect((await upload(s.manager, csv)).json<ReturnImport>().returned).toBe(1);
    const before = await invoiceRow(s.invoices[1]!);
    const again = await upload(s.manager, csv);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ returned: 0, feeCents: 0, lines: [{ outcome: 'already_returned', invoiceId: s.invoices[1] }] });
    expect(await invoiceRow(s.invoices[1]!)).toEqual(before);
    expect((await t.outbox('billing.direct-debit.returned')).filter((e) => e.companyId === s.manager.companyId)).toHaveLength(1);
  });

  it('reads a camt.054 file, and the re-opened invoice is collected again by the next run', async () => {
    const s = await collected();
    const res = await upload(s.manager, camt054(s.e2e[1]!, '22.50', 'MD01'), 'camt054.xml');
    expect(res.json()).toMatchObject({ format: 'camt.054', returned: 1, lines: [{ outcome: 'returned', reasonCode: 'MD01' }] });
    const next = await f.post('/api/DirectDebit/Preview', { collectionDate: COLLECTION_DATE }, s.manager);
    expect(next.json().collected).toEqual([expect.objectContaining({ invoiceId: s.invoices[1], amountCents: 2750, sequenceType: 'RCUR' })]);
  });

  it('reports a different amount without applying it', async () => {
    const s = await collected();
    const res = await upload(s.manager, `${s.e2e[0]};99.00;AC04`);
    expect(res.json()).toMatchObject({ returned: 0, lines: [{ outcome: 'amount_mismatch' }] });
    expect(await invoiceRow(s.invoices[0]!)).toMatchObject({ paymentStatus: 1, dunningLevel: 0 });
  });

  it.each([
    ['an empty file', ''],
    ['a file in neither format', '<html>kein camt</html>'],
  ])('answers 400 for %s', async (_, text) => {
    const s = await collected();
    const res = await upload(s.manager, text);
    expect(res.statusCode).toBe(400);
    expect(['validation_failed', 'return_file_unreadable']).toContain(res.json().code);
    expect(await invoiceRow(s.invoices[0]!)).toMatchObject({ paymentStatus: 1 });
  });

  it('answers 400 without a multipart form', async () => {
    const res = await f.post('/api/DirectDebit/ImportReturns', {}, userCaller('manager'));
    expect(res.statusCode).toBe(400);
  });

  it('treats another company’s end-to-end ids as unknown, and refuses roles without access', async () => {
    const s = await collected();
    const other = userCaller('manager');
    const res = await upload(other, `${s.e2e[0]};15.00;AC04`);
    expect(res.json()).toMatchObject({ returned: 0, lines: [{ outcome: 'unknown', invoiceId: null }] });
    expect(await invoiceRow(s.invoices[0]!)).toMatchObject({ paymentStatus: 1 });
    for (const role of ['employee', 'trainer', 'attendee'] as const) {
      expect((await upload(userCaller(role, s.manager.companyId), `${s.e2e[0]};15.00;AC04`)).statusCode).toBe(403);
    }
    expect(await invoiceRow(s.invoices[0]!)).toMatchObject({ paymentStatus: 1 });
  });
});
