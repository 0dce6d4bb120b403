import type { Router } from '@takt/kit';
import { renderDocumentContract } from '@takt/proto';
import type { BrowserPool } from '../pdf/browser-pool.ts';
import { renderDocument } from '../operations/render-document.ts';
import type { Client } from '../store/client.ts';

/** The internal render route the gateway calls with a service's print data (decision 0056). */
export function pdfRoutesOf(r: Router<Client>, pool: BrowserPool): void {
  r.handle(renderDocumentContract, async ({ params, query, req, reply }) => {
    const out = await renderDocument(pool, params.document, query.lang, query.format, req.body);
    void reply.type(out.contentType);
    return out.content;
  });
}
