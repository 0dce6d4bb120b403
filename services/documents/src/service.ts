import { fileURLToPath } from 'node:url';
import { acceptUploads, prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { MAX_DOCUMENT_BYTES } from '@takt/proto';
import { documentRoutesOf } from './routes/documents.ts';
import { gdprConsumers } from './events/gdpr.ts';
import { documentsSettings } from './settings.ts';
import { storageOf } from './storage/storage-of.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const documentsService: ServiceDefinition<Client, typeof documentsSettings> = {
  name: 'documents',
  settings: documentsSettings,
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  plugins: (app) => acceptUploads(app, MAX_DOCUMENT_BYTES),
  routes(r, { config, settings }) {
    documentRoutesOf(r, storageOf(settings), config.INTERNAL_SECRET);
  },
  consumers: ({ settings }) => gdprConsumers(storageOf(settings)),
};
