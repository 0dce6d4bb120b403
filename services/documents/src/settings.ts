import { z } from 'zod';

/** Documents' own settings: the Chromium that renders PDFs (decision 0056). */
export const documentsSettings = z.object({
  PDF_CHROMIUM_PATH: z
    .string()
    .default('/usr/bin/chromium')
    .meta({ description: 'Chromium executable that renders PDFs (Debian package `chromium`); started on the first PDF, kept warm.' }),
  PDF_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(2)
    .meta({ description: 'PDFs rendered at the same time by the one browser; further requests wait their turn.' }),
  PDF_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(30_000)
    .meta({ description: 'Longest time one PDF may take (including the wait for a free slot) before it answers 503.' }),
});
export type DocumentsSettings = z.infer<typeof documentsSettings>;
