import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@takt/kit';
import { invoiceCreatedConsumer } from './events/invoice-created.ts';
import { mailRequestedConsumer } from './events/mail.ts';
import { webPushRoutes } from './routes/web-push.ts';
import { createClient, type Client } from './store/client.ts';

export const notificationService: ServiceDefinition<Client> = {
  name: 'notification',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient,
  routes(r, { bus }) {
    webPushRoutes(r, bus);
  },
  consumers: ({ bus, log }) => [invoiceCreatedConsumer(bus), mailRequestedConsumer(log)],
};
