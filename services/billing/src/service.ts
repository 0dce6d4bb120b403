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
import { stripeRoutes } from './routes/stripe.ts';
import { keepRawJsonBodies } from './providers/raw-body.ts';
import { stripeAccountOf } from './providers/stripe.ts';
import { billingSettings } from './settings.ts';
import { gdprConsumers } from './events/gdpr.ts';
import { billingBackfills } from './operations/announce-backfills.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const billingService: ServiceDefinition<Client, typeof billingSettings> = {
  name: 'billing',
  settings: billingSettings,
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  backfills: billingBackfills,
  // Bank return files are the one upload; Stripe's webhook needs the body as it was signed.
  plugins: async (app) => {
    await acceptUploads(app, MAX_DOCUMENT_BYTES);
    keepRawJsonBodies(app);
  },
  routes(r, { bus, log, settings }) {
    invoiceRoutes(r, bus, log);
    invoicePositionRoutes(r);
    paymentDataRoutes(r);
    directDebitRoutes(r);
    stripeRoutes(r, stripeAccountOf(settings));
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
