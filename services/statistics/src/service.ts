import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@takt/kit';
import { attendanceConfirmedConsumer, attendanceWaitlistedConsumer } from './events/attendance-facts.ts';
import { auditRecordedConsumer } from './events/event-log.ts';
import { eventLogRoutes } from './routes/event-log.ts';
import { statisticsRoutesOf } from './routes/statistics.ts';
import { createClient, type Client } from './store/client.ts';

export const statisticsService: ServiceDefinition<Client> = {
  name: 'statistics',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient,
  routes(r) {
    statisticsRoutesOf(r);
    eventLogRoutes(r);
  },
  consumers: () => [attendanceConfirmedConsumer(), attendanceWaitlistedConsumer(), auditRecordedConsumer()],
};
