import { fileURLToPath } from 'node:url';
import { acceptUploads, prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { MAX_DOCUMENT_BYTES } from '@takt/proto';
import { attendanceCancelledConsumer } from './events/attendance-cancelled.ts';
import { attendanceConfirmedConsumer } from './events/attendance-confirmed.ts';
import { membershipTypeSavedConsumer } from './events/read-model.ts';
import { attendeeCreatedConsumer, companyCreatedConsumer, companySavedConsumer, mandateGivenConsumer } from './events/read-models.ts';
import { directDebitRoutes } from './routes/direct-debits.ts';
import { invoicePositionRoutes } from './routes/invoice-positions.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { paymentDataRoutes } from './routes/payment-data.ts';
import { gdprConsumers } from './events/gdpr.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const billingService: ServiceDefinition<Client> = {
  name: 'billing',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  // Bank return files are the one upload.
  plugins: (app) => acceptUploads(app, MAX_DOCUMENT_BYTES),
  routes(r, { bus, log }) {
    invoiceRoutes(r, bus, log);
    invoicePositionRoutes(r);
    paymentDataRoutes(r);
    directDebitRoutes(r);
  },
  consumers: () => [
    attendanceConfirmedConsumer(),
    attendanceCancelledConsumer(),
    attendeeCreatedConsumer(),
    membershipTypeSavedConsumer(),
    mandateGivenConsumer(),
    companyCreatedConsumer(),
    companySavedConsumer(),
    ...gdprConsumers(),
  ],
};
