import { fileURLToPath } from 'node:url';
import { prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { appointmentCancelledConsumer, appointmentCreatedConsumer } from './events/appointment-view.ts';
import { attendeeCreatedConsumer } from './events/attendee-view.ts';
import { attendanceRoutes } from './routes/attendances.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const bookingService: ServiceDefinition<Client> = {
  name: 'booking',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  routes(r) {
    attendanceRoutes(r);
  },
  consumers: () => [appointmentCreatedConsumer(), appointmentCancelledConsumer(), attendeeCreatedConsumer()],
};
