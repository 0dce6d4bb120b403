import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@takt/kit';
import { attendeeRoutes } from './routes/attendees.ts';
import { membershipTypeRoutes } from './routes/membership-types.ts';
import { createClient, type Client } from './store/client.ts';

export const membershipService: ServiceDefinition<Client> = {
  name: 'membership',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient,
  routes(r) {
    membershipTypeRoutes(r);
    attendeeRoutes(r);
  },
};
