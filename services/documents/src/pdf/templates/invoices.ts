import { InvoiceExport, type PrintLanguage } from '@takt/proto';
import type { z } from 'zod';
import { day, money } from '../format.ts';
import { html, page, table } from '../html.ts';
import { labelsOf } from '../labels.ts';

type Export = z.infer<typeof InvoiceExport>;
type Invoice = Export['invoices'][number];

/** Billing's invoice export: one sheet per invoice, its positions and the sum (cancelled ones struck out). */
export function invoicesHtml(data: Export, lang: PrintLanguage): string {
  const l = labelsOf(lang);
  const sheets = data.invoices.map((inv) => sheet(inv, lang));
  const title = data.invoices.length === 1 ? `${l.invoice} ${data.invoices[0]!.invoiceNumberString}` : l.invoiceExport;
  return page(
    lang,
    title,
    data.invoices.length
      ? html`${sheets}`
      : html`<h1>${l.invoiceExport}</h1>
          <p class="empty">${l.noInvoices}</p>`,
  );
}

function sheet(inv: Invoice, lang: PrintLanguage) {
  const l = labelsOf(lang);
  const positions = inv.positions;
  const foot = html`<tfoot>
    <tr class="total">
      <td colspan="2">${l.total}</td>
      <td class="num">${money(inv.centCostSum, lang)}</td>
    </tr>
  </tfoot>`;
  const rows = table(
    positions,
    [
      { label: l.date, cell: (p) => day(p.date, lang) },
      { label: l.description, cell: (p) => (p.canceled ? html`<s>${p.description}</s> (${l.cancelled})` : p.description) },
      { label: l.amount, cell: (p) => money(p.centCost, lang), num: true },
    ],
    l.noPositions,
    foot,
  );
  return html`<section class="sheet">
    <div class="meta">
      ${l.invoiceNumber}: ${inv.invoiceNumberString}<br />
      ${l.createdDate}: ${day(inv.createdDate, lang)}<br />
      ${inv.dueDate ? html`${l.dueDate}: ${day(inv.dueDate, lang)}<br />` : ''} ${l.status}: ${l.paymentStatus[inv.paymentStatus]}
    </div>
    <div class="address">${inv.attendeeFullName}</div>
    <h1>${l.invoice} ${inv.invoiceNumberString}</h1>
    <p class="sub">${l.period}: ${day(inv.periodStartDate, lang)} – ${day(inv.periodEndDate, lang)}</p>
    ${rows}
  </section>`;
}
