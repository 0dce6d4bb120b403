import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencePath } from '@takt/kit/testing';
import { centsToEur, eurToCents } from './amount.ts';
import { creditorIdProblem } from './creditor-id.ts';
import { endToEndIdOf, messageIdOf } from './ids.ts';
import { buildPain008, type Pain008Format, type SepaBatch, type SepaTransaction } from './pain008.ts';
import { sequenceTypeOf, type MandateHistory } from './sequence-type.ts';
import { sepaText, toSepaCharset } from './text.ts';

describe('amounts in cents become EUR text without floating point', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [1234, '12.34'],
    [1999, '19.99'],
    [665586, '6655.86'],
    [99999999999, '999999999.99'],
  ])('%i cents → %s', (cents, eur) => expect(centsToEur(cents)).toBe(eur));

  it.each([-1, 1.5, Number.NaN])('refuses %s', (cents) => expect(() => centsToEur(cents)).toThrow());

  it.each([
    ['12.34', 1234],
    ['12,34', 1234],
    ['12,3', 1230],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['5', 500],
    ['-5.00', -500],
    [' 0.10 ', 10],
    ['abc', null],
    ['1.2.3', null],
    ['12.345', null],
  ])('reads %j as %s cents', (text, cents) => expect(eurToCents(text)).toBe(cents));
});

describe('names and texts in the SEPA character set', () => {
  it.each([
    ['Jürgen Müller', 'Juergen Mueller'],
    ['Änne Öztürk-Übel', 'Aenne Oeztuerk-Uebel'],
    ['Straßburg', 'Strassburg'],
    ['René Søren Łukasz', 'Rene Soren Lukasz'],
    ['Çağla Şahin', 'Cagla Sahin'],
    ['Yoga & Tanz GmbH', 'Yoga + Tanz GmbH'],
    ['Name <script>', 'Name script'],
    ['a_b "quoted"', "a-b 'quoted'"],
    ['Emoji 🎉 Studio', 'Emoji Studio'],
    ['  many   spaces  ', 'many spaces'],
    ['Dvořák', 'Dvorak'],
    ["O'Neil (1/2): ok? +1.", "O'Neil (1/2): ok? +1."],
  ])('%j → %j', (input, expected) => expect(toSepaCharset(input)).toBe(expected));

  it('cuts to the field length after transliteration', () => {
    expect(sepaText('ä'.repeat(40), 70)).toBe('ae'.repeat(35));
    expect(sepaText('x'.repeat(200), 140)).toHaveLength(140);
  });
});

describe('creditor identifier', () => {
  it.each([
    ['DE98ZZZ09999999999', null],
    ['de98 zzz0 9999 9999 99', null],
    ['DE98ABC09999999999', null], // the business code is not part of the check
    ['NL42ZZZ123456780001', null],
    ['BG40ZZZ507778', 'checksum'],
    ['DE00ZZZ00099999999', 'checksum'],
    ['DE97ZZZ09999999999', 'checksum'],
    ['DE98ZZ', 'malformed'],
    ['9E98ZZZ09999999999', 'malformed'],
    ['', 'malformed'],
  ])('%j → %s', (id, problem) => expect(creditorIdProblem(id)).toBe(problem));
});

describe('sequence type follows the mandate history', () => {
  const m = (over: Partial<MandateHistory>): MandateHistory => ({ recurring: true, firstCollection: true, validTill: null, ...over });
  it.each([
    ['first collection of a recurring mandate', m({}), 'FRST'],
    ['a later collection', m({ firstCollection: false }), 'RCUR'],
    ['a one-off mandate', m({ recurring: false }), 'OOFF'],
    ['the last collection before the mandate ends', m({ firstCollection: false, validTill: '2026-12-31' }), 'FNAL'],
    ['ends the day before the next month', m({ firstCollection: false, validTill: '2027-01-14' }), 'FNAL'],
    ['ends on the next month’s collection day', m({ firstCollection: false, validTill: '2027-01-15' }), 'RCUR'],
    ['first and last at once is a one-off', m({ validTill: '2026-12-20' }), 'OOFF'],
    ['ends much later', m({ firstCollection: false, validTill: '2027-06-30' }), 'RCUR'],
  ])('%s', (_, mandate, expected) => expect(sequenceTypeOf(mandate, '2026-12-15')).toBe(expected));

  it('clamps the next month to its last day', () => {
    expect(sequenceTypeOf(m({ firstCollection: false, validTill: '2027-02-27' }), '2027-01-31')).toBe('FNAL');
    expect(sequenceTypeOf(m({ firstCollection: false, validTill: '2027-02-28' }), '2027-01-31')).toBe('RCUR');
  });
});

describe('ids', () => {
  it('keeps message and end-to-end ids within 35 characters', () => {
    const msg = messageIdOf(new Date('2026-11-25T05:10:00.123Z'), 'abcdef12-0000-0000-0000-000000000000');
    expect(msg).toBe('TAKT20261125051000ABCDEF');
    expect(`${msg}-FRST`.length).toBeLessThanOrEqual(35);
    expect(endToEndIdOf(123456789, '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0')).toBe('R123456789-0F1E2D3C4B5A6978');
  });
});

const tx = (over: Partial<SepaTransaction> = {}): SepaTransaction => ({
  endToEndId: 'R1-0001',
  amountCents: 1500,
  mandateId: 'M-1',
  mandateDate: '2026-01-15',
  debtorName: 'Jürgen Müller',
  debtorIban: 'DE89370400440532013000',
  debtorBic: null,
  remittance: 'Rechnung 1 November',
  sequenceType: 'FRST',
  ...over,
});

const batch = (format: Pain008Format, transactions: SepaTransaction[]): SepaBatch => ({
  format,
  messageId: 'TAKT20261125051000ABCDEF',
  createdAt: new Date('2026-11-25T05:10:00.000Z'),
  collectionDate: '2026-12-01',
  creditor: { name: 'Tanzstudio Übermut & Söhne', iban: 'DE02120300000000202051', bic: null, creditorId: 'DE98ZZZ09999999999' },
  transactions,
});

const dir = mkdtempSync(join(tmpdir(), 'pain008-'));
/** xmllint's verdict: '' when the file validates against the schema, its complaint otherwise. */
function schemaErrors(xml: string, xsd: string): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', referencePath('sepa', xsd), file], { stdio: 'pipe' });
    return '';
  } catch (err) {
    return String((err as { stderr?: Buffer }).stderr ?? err);
  }
}

const FORMATS: Pain008Format[] = ['pain.008.001.02', 'pain.008.001.08'];

describe.each(FORMATS)('%s document', (format) => {
  const all = [
    tx(),
    tx({ endToEndId: 'R2-0002', amountCents: 1, sequenceType: 'RCUR', debtorBic: 'COBADEFFXXX', debtorName: 'Zoë <Ångström> "&"' }),
    tx({ endToEndId: 'R3-0003', amountCents: 99999, sequenceType: 'RCUR', remittance: 'ä'.repeat(100) }),
    tx({ endToEndId: 'R4-0004', amountCents: 10, sequenceType: 'OOFF' }),
    tx({ endToEndId: 'R5-0005', amountCents: 250, sequenceType: 'FNAL', debtorName: 'x'.repeat(90) }),
  ];
  const xml = buildPain008({ ...batch(format, all), creditor: { ...batch(format, all).creditor, bic: 'GENODEF1S04' } });

  it('validates against the XSD', () => expect(schemaErrors(xml, `${format}.xsd`)).toBe(''));

  it('validates with one transaction and no BICs (NOTPROVIDED)', () => {
    const single = buildPain008(batch(format, [tx()]));
    expect(single).toContain('<Id>NOTPROVIDED</Id>');
    expect(schemaErrors(single, `${format}.xsd`)).toBe('');
  });

  it('has a control sum equal to the sum of the amounts, per PmtInf and in the header', () => {
    const header = /<GrpHdr>[\s\S]*?<CtrlSum>([\d.]+)<\/CtrlSum>/.exec(xml)![1];
    expect(header).toBe(centsToEur(1500 + 1 + 99999 + 10 + 250));
    expect(/<GrpHdr>[\s\S]*?<NbOfTxs>(\d+)</.exec(xml)![1]).toBe('5');
    const pmtSums = [...xml.matchAll(/<PmtInf>[\s\S]*?<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((m) => m[1]);
    expect(pmtSums).toEqual(['15.00', '1000.00', '0.10', '2.50']);
  });

  it('groups one PmtInf per sequence type in the order FRST, RCUR, OOFF, FNAL', () => {
    expect([...xml.matchAll(/<SeqTp>(\w+)<\/SeqTp>/g)].map((m) => m[1])).toEqual(['FRST', 'RCUR', 'OOFF', 'FNAL']);
  });

  it('transliterates and escapes names, and cuts them to 70 characters', () => {
    expect(xml).toContain('<Nm>Juergen Mueller</Nm>');
    expect(xml).toContain('<Nm>Zoe Angstroem &apos;+&apos;</Nm>');
    expect(xml).toContain(`<Nm>${'x'.repeat(70)}</Nm>`);
    expect(xml).toContain('<Nm>Tanzstudio Uebermut + Soehne</Nm>');
    expect(xml).toContain(`<Ustrd>${'ae'.repeat(70)}</Ustrd>`);
  });

  it(`names the BIC element ${format === 'pain.008.001.08' ? 'BICFI' : 'BIC'}`, () => {
    const tag = format === 'pain.008.001.08' ? 'BICFI' : 'BIC';
    expect(xml).toContain(`<${tag}>COBADEFFXXX</${tag}>`);
    expect(xml).toContain(`<${tag}>GENODEF1S04</${tag}>`);
  });

  it('is checked by a validator that does reject a broken document', () => {
    expect(schemaErrors(xml.replace(/<MsgId>.*<\/MsgId>/, ''), `${format}.xsd`)).toMatch(/fails to validate|not expected/);
  });

  it('refuses an empty batch', () => expect(() => buildPain008(batch(format, []))).toThrow(/at least one/));
});

describe('the reference examples', () => {
  it.each(readdirSync(referencePath('sepa', 'examples')))('%s validates against its schema', (file) => {
    const xsd = file.includes('008.001.08') ? 'pain.008.001.08.xsd' : 'pain.008.001.02.xsd';
    execFileSync('xmllint', ['--noout', '--schema', referencePath('sepa', xsd), referencePath('sepa', 'examples', file)], {
      stdio: 'pipe',
    });
  });
});
