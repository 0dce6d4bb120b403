import { fileURLToPath } from 'node:url';
import { prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import {
  attendanceCancelledConsumer,
  attendancePromotedConsumer,
  attendanceRescheduledConsumer,
  taskRequestDecidedConsumer,
  waitingOfferMadeConsumer,
} from './events/booking-messages.ts';
import { directDebitReturnedConsumer } from './events/direct-debit-returned.ts';
import { invoiceCreatedConsumer } from './events/invoice-created.ts';
import { mailRequestedConsumer } from './events/mail.ts';
import { webPushRoutes } from './routes/web-push.ts';
import { notificationSettings } from './settings.ts';
import { gdprConsumers } from './events/gdpr.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const notificationService: ServiceDefinition<Client, typeof notificationSettings> = {
  name: 'notification',
  settings: notificationSettings,
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  routes(r, { bus }) {
    webPushRoutes(r, bus);
  },
  consumers: ({ bus, log, settings }) => [
    invoiceCreatedConsumer(bus),
    mailRequestedConsumer(log, settings),
    attendancePromotedConsumer(bus),
    attendanceCancelledConsumer(bus),
    attendanceRescheduledConsumer(bus),
    taskRequestDecidedConsumer(bus),
    waitingOfferMadeConsumer(bus),
    directDebitReturnedConsumer(bus),
    ...gdprConsumers(),
  ],
};
