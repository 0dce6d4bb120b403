import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@takt/kit';
import { attendanceConfirmedConsumer } from './events/attendance-confirmed.ts';
import { invoicePositionRoutes } from './routes/invoice-positions.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { createClient, type Client } from './store/client.ts';

export const billingService: ServiceDefinition<Client> = {
  name: 'billing',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient,
  routes(r) {
    invoiceRoutes(r);
    invoicePositionRoutes(r);
  },
  consumers: () => [attendanceConfirmedConsumer()],
};
