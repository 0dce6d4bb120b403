import { fileURLToPath } from 'node:url';
import { acceptUploads, prismaClientFactory, type ServiceDeps, type ServiceDefinition } from '@takt/kit';
import { MAX_DOCUMENT_BYTES } from '@takt/proto';
import { BrowserPool } from './pdf/browser-pool.ts';
import { documentRoutesOf } from './routes/documents.ts';
import { pdfRoutesOf } from './routes/pdf.ts';
import { excelConsumers } from './events/excel.ts';
import { gdprConsumers } from './events/gdpr.ts';
import { noticeConsumers } from './events/notices.ts';
import { peopleConsumers } from './events/people.ts';
import { excelRoutes } from './routes/excel.ts';
import { documentsSettings, type DocumentsSettings } from './settings.ts';
import { storageOf } from './storage/storage-of.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

// One browser pool per running documents service: made with its routes, closed with it.
const pools = new WeakMap<ServiceDeps<Client, DocumentsSettings>, BrowserPool>();
const poolOf = (deps: ServiceDeps<Client, DocumentsSettings>) => {
  let pool = pools.get(deps);
  if (!pool) {
    const s = deps.settings;
    pool = new BrowserPool({ executablePath: s.PDF_CHROMIUM_PATH, concurrency: s.PDF_CONCURRENCY, timeoutMs: s.PDF_TIMEOUT_MS });
    pools.set(deps, pool);
  }
  return pool;
};

export const documentsService: ServiceDefinition<Client, typeof documentsSettings> = {
  name: 'documents',
  settings: documentsSettings,
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  plugins: (app) => acceptUploads(app, MAX_DOCUMENT_BYTES),
  routes(r, deps) {
    documentRoutesOf(r, storageOf(deps.settings), deps.config.INTERNAL_SECRET);
    pdfRoutesOf(r, poolOf(deps));
    excelRoutes(r, deps.bus);
  },
  consumers: ({ settings, bus }) => [
    ...gdprConsumers(storageOf(settings)),
    ...excelConsumers(bus),
    ...peopleConsumers(),
    ...noticeConsumers(),
  ],
  // The browser starts lazily on the first PDF; this only closes it when the service stops.
  background: (deps) => ({ stop: () => poolOf(deps).close() }),
};
