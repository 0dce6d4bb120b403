import { fileURLToPath } from 'node:url';
import { prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { attendanceCancelledConsumer } from './events/attendance-cancelled.ts';
import { attendanceConfirmedConsumer } from './events/attendance-confirmed.ts';
import { attendeeCreatedConsumer, membershipTypeSavedConsumer } from './events/read-model.ts';
import { invoicePositionRoutes } from './routes/invoice-positions.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const billingService: ServiceDefinition<Client> = {
  name: 'billing',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  routes(r, { bus, log }) {
    invoiceRoutes(r, bus, log);
    invoicePositionRoutes(r);
  },
  consumers: () => [attendanceConfirmedConsumer(), attendanceCancelledConsumer(), attendeeCreatedConsumer(), membershipTypeSavedConsumer()],
};
