import { fileURLToPath } from 'node:url';
import { prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { attendanceConfirmedConsumer, attendanceWaitlistedConsumer } from './events/attendance-facts.ts';
import { auditRecordedConsumer, membershipAuditRecordedConsumer } from './events/event-log.ts';
import { eventLogRoutes } from './routes/event-log.ts';
import { statisticsRoutesOf } from './routes/statistics.ts';
import { gdprConsumers } from './events/gdpr.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const statisticsService: ServiceDefinition<Client> = {
  name: 'statistics',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  routes(r) {
    statisticsRoutesOf(r);
    eventLogRoutes(r);
  },
  consumers: () => [
    attendanceConfirmedConsumer(),
    attendanceWaitlistedConsumer(),
    auditRecordedConsumer(),
    membershipAuditRecordedConsumer(),
    ...gdprConsumers(),
  ],
};
