import type { LocalDate } from '../invoice-period.ts';
import { centsToEur } from './amount.ts';
import type { SequenceType } from './sequence-type.ts';
import { sepaText, xmlEscape } from './text.ts';

// A pain.008 (CustomerDirectDebitInitiation) document, SEPA CORE, built from plain data. Version
// 02 is what German banks take by default; 08 names the BIC element BICFI. One PmtInf per
// sequence type, because a bank books FRST and RCUR with different lead times.

export type Pain008Format = 'pain.008.001.02' | 'pain.008.001.08';

export interface SepaTransaction {
  endToEndId: string;
  amountCents: number;
  mandateId: string;
  mandateDate: LocalDate;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | null;
  remittance: string;
  sequenceType: SequenceType;
}

export interface SepaBatch {
  format: Pain008Format;
  messageId: string;
  createdAt: Date;
  collectionDate: LocalDate;
  creditor: { name: string; iban: string; bic: string | null; creditorId: string };
  transactions: SepaTransaction[];
}

type Node = string | { tag: string; attrs?: Record<string, string>; children: Node[] };
const el = (tag: string, ...children: Node[]): Node => ({ tag, children });

const INDENT = Array.from({ length: 12 }, (_, i) => '  '.repeat(i));

/** Writes the tree into one list of lines (joined once: a 5,000-debit file stays fast). */
function render(node: Node, out: string[], depth = 0): void {
  if (typeof node === 'string') return;
  const attrs = Object.entries(node.attrs ?? {})
    .map(([k, v]) => ` ${k}="${xmlEscape(v)}"`)
    .join('');
  const pad = INDENT[depth] ?? '  '.repeat(depth);
  if (node.children.every((c) => typeof c === 'string')) {
    out.push(`${pad}<${node.tag}${attrs}>${node.children.map((c) => xmlEscape(c as string)).join('')}</${node.tag}>`);
    return;
  }
  out.push(`${pad}<${node.tag}${attrs}>`);
  for (const child of node.children) render(child, out, depth + 1);
  out.push(`${pad}</${node.tag}>`);
}

const SEQUENCE_ORDER: SequenceType[] = ['FRST', 'RCUR', 'OOFF', 'FNAL'];
const sumCents = (txs: SepaTransaction[]) => txs.reduce((sum, t) => sum + t.amountCents, 0);

/** The institution: its BIC, or NOTPROVIDED (IBAN-only, allowed in SEPA since 2016). */
function agent(format: Pain008Format, bic: string | null): Node {
  const id = bic ? el(format === 'pain.008.001.08' ? 'BICFI' : 'BIC', bic) : el('Othr', el('Id', 'NOTPROVIDED'));
  return el('FinInstnId', id);
}

function transaction(format: Pain008Format, t: SepaTransaction): Node {
  return el(
    'DrctDbtTxInf',
    el('PmtId', el('EndToEndId', sepaText(t.endToEndId, 35))),
    { tag: 'InstdAmt', attrs: { Ccy: 'EUR' }, children: [centsToEur(t.amountCents)] },
    el('DrctDbtTx', el('MndtRltdInf', el('MndtId', sepaText(t.mandateId, 35)), el('DtOfSgntr', t.mandateDate))),
    el('DbtrAgt', agent(format, t.debtorBic)),
    el('Dbtr', el('Nm', sepaText(t.debtorName, 70))),
    el('DbtrAcct', el('Id', el('IBAN', t.debtorIban))),
    el('RmtInf', el('Ustrd', sepaText(t.remittance, 140))),
  );
}

function paymentInfo(batch: SepaBatch, sequenceType: SequenceType, txs: SepaTransaction[]): Node {
  const { creditor, format } = batch;
  return el(
    'PmtInf',
    el('PmtInfId', `${batch.messageId}-${sequenceType}`.slice(0, 35)),
    el('PmtMtd', 'DD'),
    el('NbOfTxs', String(txs.length)),
    el('CtrlSum', centsToEur(sumCents(txs))),
    el('PmtTpInf', el('SvcLvl', el('Cd', 'SEPA')), el('LclInstrm', el('Cd', 'CORE')), el('SeqTp', sequenceType)),
    el('ReqdColltnDt', batch.collectionDate),
    el('Cdtr', el('Nm', sepaText(creditor.name, 70))),
    el('CdtrAcct', el('Id', el('IBAN', creditor.iban))),
    el('CdtrAgt', agent(format, creditor.bic)),
    el('ChrgBr', 'SLEV'),
    el('CdtrSchmeId', el('Id', el('PrvtId', el('Othr', el('Id', creditor.creditorId), el('SchmeNm', el('Prtry', 'SEPA')))))),
    ...txs.map((t) => transaction(format, t)),
  );
}

/** The document as UTF-8 XML text. Throws on an empty batch: a file without transactions is never valid. */
export function buildPain008(batch: SepaBatch): string {
  if (batch.transactions.length === 0) throw new Error('a direct-debit batch needs at least one transaction');
  const groups = SEQUENCE_ORDER.map((s) => [s, batch.transactions.filter((t) => t.sequenceType === s)] as const).filter(
    ([, txs]) => txs.length,
  );
  const ns = `urn:iso:std:iso:20022:tech:xsd:${batch.format}`;
  const doc: Node = {
    tag: 'Document',
    attrs: { xmlns: ns, 'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance' },
    children: [
      el(
        'CstmrDrctDbtInitn',
        el(
          'GrpHdr',
          el('MsgId', batch.messageId),
          el('CreDtTm', batch.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z')),
          el('NbOfTxs', String(batch.transactions.length)),
          el('CtrlSum', centsToEur(sumCents(batch.transactions))),
          el('InitgPty', el('Nm', sepaText(batch.creditor.name, 70))),
        ),
        ...groups.map(([s, txs]) => paymentInfo(batch, s, txs)),
      ),
    ],
  };
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  render(doc, lines);
  return `${lines.join('\n')}\n`;
}
