import { fileURLToPath } from 'node:url';
import { prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { auditRecordedConsumer, membershipAuditRecordedConsumer } from './events/event-log.ts';
import { gdprConsumers } from './events/gdpr.ts';
import {
  appointmentConsumers,
  attendanceConsumers,
  attendeeConsumers,
  availabilityConsumers,
  costPositionConsumers,
  courseConsumers,
  nameConsumers,
} from './events/read-model.ts';
import { eventLogRoutes } from './routes/event-log.ts';
import { statisticsRoutesOf } from './routes/statistics.ts';
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
    ...attendanceConsumers(),
    ...appointmentConsumers(),
    ...availabilityConsumers(),
    ...courseConsumers(),
    ...attendeeConsumers(),
    ...costPositionConsumers(),
    ...nameConsumers(),
    auditRecordedConsumer(),
    membershipAuditRecordedConsumer(),
    ...gdprConsumers(),
  ],
};
