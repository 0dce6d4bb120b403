import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@takt/kit';
import { appointmentCancelledConsumer, appointmentCreatedConsumer } from './events/appointment-view.ts';
import { attendeeCreatedConsumer } from './events/attendee-view.ts';
import { attendanceRoutes } from './routes/attendances.ts';
import { createClient, type Client } from './store/client.ts';

export const bookingService: ServiceDefinition<Client> = {
  name: 'booking',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient,
  routes(r) {
    attendanceRoutes(r);
  },
  consumers: () => [appointmentCreatedConsumer(), appointmentCancelledConsumer(), attendeeCreatedConsumer()],
};
