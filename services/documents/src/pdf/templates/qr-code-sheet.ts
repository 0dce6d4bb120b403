import { UserCodeEntry, type PrintLanguage } from '@takt/proto';
import type { z } from 'zod';
import { html, page } from '../html.ts';
import { labelsOf } from '../labels.ts';

/** Members' personal codes to cut out (QR codes DownloadForUsers): each one's QR image, name and link. */
export async function qrCodeSheetHtml(entries: z.infer<typeof UserCodeEntry>[], lang: PrintLanguage): Promise<string> {
  const l = labelsOf(lang);
  const cards = await Promise.all(
    entries.map(async (e) => {
      // The link when there is one (a phone opens it), else the bare code a scanner reads.
      const image = await (await import('qrcode')).default.toDataURL(e.url || e.code, { margin: 1, width: 300, errorCorrectionLevel: 'M' });
      return html`<div class="code">
        <img src="${image}" alt="" />
        <div class="name">${e.fullName}</div>
        <div class="link">${e.url || e.code}</div>
      </div>`;
    }),
  );
  const body = entries.length ? html`<div class="codes">${cards}</div>` : html`<p class="empty">${l.noCodes}</p>`;
  return page(
    lang,
    l.qrCodes,
    html`<h1>${l.qrCodes}</h1>
      ${body}`,
  );
}
