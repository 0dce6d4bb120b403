import { z } from 'zod';
import { route } from '../contract.ts';

// Decision 0056: the service that owns the data answers the public path with the data and this
// header; the gateway hands that answer to documents' render route and returns the PDF (or the
// kiosk page's HTML). Services never call each other; the gateway already calls them all.

/** The documents documents renders, one template each. */
export const PDF_DOCUMENTS = ['invoices', 'confirmedAttendances', 'attendanceList', 'waitingList', 'seriesBooking', 'qrCodeSheet'] as const;
export type PdfDocument = (typeof PDF_DOCUMENTS)[number];

export const PRINT_LANGUAGES = ['de', 'en'] as const;
export type PrintLanguage = (typeof PRINT_LANGUAGES)[number];
export type PrintFormat = 'pdf' | 'html';

/** Set by the owning service on a 200 answer whose JSON body is a document's data. */
export const RENDER_HEADER = 'x-takt-render';

export interface RenderInstruction {
  document: PdfDocument;
  lang: PrintLanguage;
  format: PrintFormat;
  /** The download's file name without extension (ASCII letters, digits, '-', '_'). */
  fileName: string;
}

/** `?lang=` or `?culture=` of a print call: English when it starts with "en", German otherwise. */
export const printLanguageOf = (value: string | undefined): PrintLanguage => (value?.toLowerCase().startsWith('en') ? 'en' : 'de');

/** The query of a print call: its language, and `format=html` for the web app's kiosk print pages. */
export const PrintQuery = z.object({
  lang: z.string().max(10).optional(),
  format: z.enum(['pdf', 'html']).default('pdf'),
});

export function renderHeaderOf(r: RenderInstruction): string {
  return new URLSearchParams({ document: r.document, lang: r.lang, format: r.format, fileName: safeFileName(r.fileName) }).toString();
}

export function parseRenderHeader(value: string): RenderInstruction | undefined {
  const p = new URLSearchParams(value);
  const document = PDF_DOCUMENTS.find((d) => d === p.get('document'));
  const lang = PRINT_LANGUAGES.find((l) => l === p.get('lang'));
  const format = p.get('format') === 'html' ? 'html' : 'pdf';
  if (!document || !lang) return undefined;
  return { document, lang, format, fileName: safeFileName(p.get('fileName') ?? document) };
}

const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 100) || 'document';

/**
 * Internal only: not in `documentsContracts`, so the gateway never routes a client here; the
 * gateway itself calls it (signed as the original caller) with the owning service's answer.
 */
export const renderDocumentContract = route({
  method: 'POST',
  path: '/internal/render/:document',
  service: 'documents',
  access: 'authenticated',
  summary: "Render a document's data (the owning service's answer) as PDF or HTML",
  params: z.object({ document: z.enum(PDF_DOCUMENTS) }),
  query: z.object({ lang: z.enum(PRINT_LANGUAGES).default('de'), format: z.enum(['pdf', 'html']).default('pdf') }),
});
