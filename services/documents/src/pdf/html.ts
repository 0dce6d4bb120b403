import type { PrintLanguage } from '@takt/proto';

// The one way templates build HTML: every value goes through `esc`, markup only through `Html`.

/** Markup that is already safe (built by `page`, `table`, or `raw` of a constant). */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export const raw = (markup: string) => new Html(markup);

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function esc(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(esc).join('');
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A tagged template that escapes every interpolated value (arrays are joined). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  return new Html(strings.reduce((out, s, i) => out + s + (i < values.length ? esc(values[i]) : ''), ''));
}

const STYLE = `
@page { size: A4; margin: 18mm 16mm 20mm; }
* { box-sizing: border-box; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 10pt; color: #222; margin: 0; }
h1 { font-size: 16pt; margin: 0 0 2mm; }
.sub { color: #555; margin: 0 0 6mm; }
table { width: 100%; border-collapse: collapse; margin-top: 4mm; }
th, td { text-align: left; padding: 1.6mm 2mm; border-bottom: 0.3mm solid #ccc; vertical-align: top; }
th { background: #f0f0f0; font-weight: 600; }
td.num, th.num { text-align: right; white-space: nowrap; }
tr { break-inside: avoid; }
.sheet { break-after: page; }
.sheet:last-child { break-after: auto; }
.empty { color: #555; font-style: italic; margin-top: 6mm; }
.total td { font-weight: 700; border-top: 0.5mm solid #222; border-bottom: none; }
.address { margin: 8mm 0; line-height: 1.4; }
.meta { float: right; text-align: right; line-height: 1.4; }
.codes { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6mm; }
.code { border: 0.3mm dashed #999; padding: 4mm; text-align: center; break-inside: avoid; }
.code img { width: 38mm; height: 38mm; }
.code .name { font-weight: 600; margin-top: 2mm; }
.code .link { font-size: 7pt; color: #555; word-break: break-all; }
@media screen { body { max-width: 210mm; margin: 0 auto; padding: 8mm; } }
`;

/** A whole printable page: the same markup is the PDF and the web app's kiosk print page. */
export function page(lang: PrintLanguage, title: string, body: Html): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${STYLE}</style></head><body>${body.value}</body></html>`;
}

export interface Column<Row> {
  label: string;
  cell: (row: Row) => unknown;
  num?: boolean;
}

/** A table of rows, or the given text when there are none (an empty list prints as such). */
export function table<Row>(rows: readonly Row[], columns: readonly Column<Row>[], emptyText: string, foot?: Html): Html {
  if (rows.length === 0) return html`<p class="empty">${emptyText}</p>`;
  const cls = (c: Column<Row>) => (c.num ? raw(' class="num"') : '');
  const head = columns.map((c) => html`<th${cls(c)}>${c.label}</th>`);
  const body = rows.map(
    (r) =>
      html`<tr>
        ${columns.map((c) => html`<td${cls(c)}>${c.cell(r)}</td>`)}
      </tr>`,
  );
  return html`<table>
    <thead>
      <tr>
        ${head}
      </tr>
    </thead>
    <tbody>
      ${body}
    </tbody>
    ${foot ?? ''}
  </table>`;
}
