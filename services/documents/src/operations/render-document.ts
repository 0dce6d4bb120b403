import { parseInput } from '@takt/kit';
import type { PdfDocument, PrintFormat, PrintLanguage } from '@takt/proto';
import type { BrowserPool } from '../pdf/browser-pool.ts';
import { TEMPLATES } from '../pdf/render.ts';

export interface Rendered {
  contentType: string;
  content: Buffer | string;
}

/**
 * A document's data as PDF, or as the HTML the PDF is printed from (the web app's kiosk pages
 * show that same markup). The data is the owning service's answer, checked against its contract.
 */
export async function renderDocument(
  pool: BrowserPool,
  document: PdfDocument,
  lang: PrintLanguage,
  format: PrintFormat,
  body: unknown,
): Promise<Rendered> {
  const template = TEMPLATES[document];
  const html = await template.html(parseInput(template.data, body), lang);
  if (format === 'html') return { contentType: 'text/html; charset=utf-8', content: html };
  return { contentType: 'application/pdf', content: await pool.pdf({ html }) };
}
