import { fileURLToPath } from 'node:url';
import { prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { attendeeRoutes } from './routes/attendees.ts';
import { membershipTypeRoutes } from './routes/membership-types.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const membershipService: ServiceDefinition<Client> = {
  name: 'membership',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  routes(r) {
    membershipTypeRoutes(r);
    attendeeRoutes(r);
  },
};
