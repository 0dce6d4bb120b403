import { z } from 'zod';

/** Documents' own settings: where the files are kept (decision 0054) and the Chromium that renders PDFs (decision 0056). */
export const documentsSettings = z.object({
  DOCUMENT_STORAGE: z.enum(['disk', 's3']).default('disk').meta({
    description:
      'Where document files are kept: `disk` (a folder per company under DOCUMENT_STORAGE_DIR) or `s3` (an S3-compatible bucket).',
  }),
  DOCUMENT_STORAGE_DIR: z.string().optional().meta({
    description: 'Folder of the disk store (one sub-folder per company); default `.data/documents` under the working directory.',
  }),
  S3_ENDPOINT: z.url().optional().meta({
    description:
      'S3-compatible endpoint for `DOCUMENT_STORAGE=s3` (e.g. `https://s3.eu-central-1.amazonaws.com`); objects are addressed path-style.',
  }),
  S3_BUCKET: z.string().optional().meta({ description: 'Bucket of the S3 store.' }),
  S3_REGION: z.string().default('us-east-1').meta({ description: 'Region the S3 requests are signed for.' }),
  S3_ACCESS_KEY_ID: z.string().optional().meta({ description: 'Access key of the S3 store.' }),
  S3_SECRET_ACCESS_KEY: z.string().optional().meta({ description: 'Secret key of the S3 store.' }),
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
