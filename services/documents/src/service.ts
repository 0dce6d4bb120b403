import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import type { ServiceDefinition } from '@takt/kit';
import { MAX_DOCUMENT_BYTES } from '@takt/proto';
import { documentRoutesOf } from './routes/documents.ts';
import { createClient, type Client } from './store/client.ts';

export const documentsService: ServiceDefinition<Client> = {
  name: 'documents',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient,
  async plugins(app) {
    // One file per request, cut off (and answered 413) past the limit.
    await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } });
  },
  routes(r) {
    documentRoutesOf(r);
  },
};
