import { eurToCents } from '../sepa/amount.ts';

// A bank's return (chargeback) file: camt.054 XML (Bank-to-customer debit/credit notification,
// any version: the tags below are the same) or a simple CSV "end-to-end id;amount;reason".

export interface ReturnedDebit {
  endToEndId: string;
  amountCents: number | null;
  reasonCode: string | null;
}

export type ReturnFile = { format: 'camt.054' | 'csv'; lines: ReturnedDebit[] };

const tagText = (xml: string, path: string[]): string | null => {
  let scope: string | null = xml;
  for (const tag of path) {
    const m: RegExpExecArray | null = new RegExp(`<(?:\\w+:)?${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:\\w+:)?${tag}>`).exec(scope);
    if (!m) return null;
    scope = m[1]!;
  }
  return scope.trim();
};

const unescapeXml = (t: string) =>
  t
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Every TxDtls of a camt.054 with its end-to-end reference, amount and return reason. */
function parseCamt054(xml: string): ReturnedDebit[] {
  const details = xml.match(/<(?:\w+:)?TxDtls(?:\s[^>]*)?>[\s\S]*?<\/(?:\w+:)?TxDtls>/g) ?? [];
  return details.flatMap((tx) => {
    const e2e = tagText(tx, ['Refs', 'EndToEndId']);
    if (!e2e) return [];
    const amount = tagText(tx, ['AmtDtls', 'TxAmt', 'Amt']) ?? tagText(tx, ['Amt']);
    return [
      {
        endToEndId: unescapeXml(e2e),
        amountCents: amount === null ? null : eurToCents(amount),
        reasonCode: tagText(tx, ['RtrInf', 'Rsn', 'Cd']) ?? tagText(tx, ['RtrInf', 'Rsn', 'Prtry']),
      },
    ];
  });
}

/** Rows "end-to-end id;amount;reason" (comma or tab also accepted); a header row is skipped. */
function parseCsv(text: string): ReturnedDebit[] | null {
  const rows = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const lines: ReturnedDebit[] = [];
  for (const [i, row] of rows.entries()) {
    const sep = row.includes(';') ? ';' : row.includes('\t') ? '\t' : ',';
    const [id, amount, reason] = row.split(sep).map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    const cents = amount ? eurToCents(amount) : null;
    if (i === 0 && amount && cents === null) continue;
    if (!id || (amount && cents === null)) return null;
    lines.push({ endToEndId: id, amountCents: cents, reasonCode: reason || null });
  }
  return lines.length ? lines : null;
}

/** The returned debits of a file, or null when it is neither format (or names none). */
export function parseReturnFile(text: string): ReturnFile | null {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body.startsWith('<')) {
    if (!/BkToCstmrDbtCdtNtfctn/.test(body)) return null;
    const lines = parseCamt054(body);
    return lines.length ? { format: 'camt.054', lines } : null;
  }
  const lines = parseCsv(body);
  return lines ? { format: 'csv', lines } : null;
}
