import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@takt/kit';
import { appointmentRoutes } from './routes/appointments.ts';
import { courseRoutes } from './routes/courses.ts';
import { dateTimeRoutes } from './routes/date-times.ts';
import { createClient, type Client } from './store/client.ts';

export const schedulingService: ServiceDefinition<Client> = {
  name: 'scheduling',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient,
  routes(r) {
    courseRoutes(r);
    dateTimeRoutes(r);
    appointmentRoutes(r);
  },
};
