import { fileURLToPath } from 'node:url';
import { prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { locationCreatedConsumer } from './events/location-view.ts';
import { settingsSavedConsumer } from './events/settings-view.ts';
import { attendeeRoutes } from './routes/attendees.ts';
import { costDiscountRoutes } from './routes/cost-discounts.ts';
import { membershipRequestRoutes } from './routes/membership-requests.ts';
import { membershipTypeRoutes } from './routes/membership-types.ts';
import { referenceParentRoutes } from './routes/reference-parents.ts';
import { referenceRoutes } from './routes/references.ts';
import { tariffRoutes } from './routes/tariffs.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const membershipService: ServiceDefinition<Client> = {
  name: 'membership',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  consumers: () => [locationCreatedConsumer(), settingsSavedConsumer()],
  routes(r) {
    membershipTypeRoutes(r);
    referenceRoutes(r);
    referenceParentRoutes(r);
    costDiscountRoutes(r);
    tariffRoutes(r);
    membershipRequestRoutes(r);
    attendeeRoutes(r);
  },
};
