import { fileURLToPath } from 'node:url';
import { acceptUploads, prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { MAX_DOCUMENT_BYTES } from '@takt/proto';
import { documentRoutesOf } from './routes/documents.ts';
import { excelConsumers } from './events/excel.ts';
import { gdprConsumers } from './events/gdpr.ts';
import { excelRoutes } from './routes/excel.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const documentsService: ServiceDefinition<Client> = {
  name: 'documents',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  plugins: (app) => acceptUploads(app, MAX_DOCUMENT_BYTES),
  routes(r, { config, bus }) {
    documentRoutesOf(r, config.INTERNAL_SECRET);
    excelRoutes(r, bus);
  },
  consumers: ({ bus }) => [...gdprConsumers(), ...excelConsumers(bus)],
};
