import { fileURLToPath } from 'node:url';
import { prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { attendeeDepartmentsConsumer } from './events/attendee-departments.ts';
import { bookingFactsConsumers } from './events/booking-facts.ts';
import { locationCreatedConsumer } from './events/location-view.ts';
import { attendeeActionRoutes } from './routes/attendee-actions.ts';
import { attendeeListRoutes } from './routes/attendee-lists.ts';
import { attendeeRoutes } from './routes/attendees.ts';
import { contactRoutes } from './routes/contacts.ts';
import { membershipTypeRoutes } from './routes/membership-types.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const membershipService: ServiceDefinition<Client> = {
  name: 'membership',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  consumers: () => [locationCreatedConsumer(), attendeeDepartmentsConsumer(), ...bookingFactsConsumers()],
  routes(r) {
    membershipTypeRoutes(r);
    attendeeListRoutes(r);
    attendeeActionRoutes(r);
    attendeeRoutes(r);
    contactRoutes(r);
  },
};
