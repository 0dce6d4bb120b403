import { fileURLToPath } from 'node:url';
import { prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { attendeeDepartmentsConsumer } from './events/attendee-departments.ts';
import { bookingFactsConsumers } from './events/booking-facts.ts';
import { excelConsumers } from './events/excel.ts';
import { dataExportPartConsumers } from './events/gdpr.ts';
import { locationCreatedConsumer } from './events/location-view.ts';
import { settingsSavedConsumer } from './events/settings-view.ts';
import { skillParentConsumers } from './events/skill-parents.ts';
import { applicationRoutes } from './routes/application.ts';
import { attendeeActionRoutes } from './routes/attendee-actions.ts';
import { attendeeListRoutes } from './routes/attendee-lists.ts';
import { attendeeRoutes } from './routes/attendees.ts';
import { contactRoutes } from './routes/contacts.ts';
import { gdprRoutes } from './routes/gdpr.ts';
import { costDiscountRoutes } from './routes/cost-discounts.ts';
import { membershipRequestRoutes } from './routes/membership-requests.ts';
import { membershipTypeRoutes } from './routes/membership-types.ts';
import { myMembershipRoutes } from './routes/my-membership.ts';
import { referenceParentRoutes } from './routes/reference-parents.ts';
import { referenceRoutes } from './routes/references.ts';
import { tariffRoutes } from './routes/tariffs.ts';
import { membershipBackfills } from './operations/announce-backfills.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const membershipService: ServiceDefinition<Client> = {
  name: 'membership',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  backfills: membershipBackfills,
  consumers: () => [
    locationCreatedConsumer(),
    attendeeDepartmentsConsumer(),
    ...bookingFactsConsumers(),
    settingsSavedConsumer(),
    ...skillParentConsumers(),
    ...dataExportPartConsumers(),
    ...excelConsumers(),
  ],
  routes(r, { config }) {
    membershipTypeRoutes(r);
    referenceRoutes(r);
    referenceParentRoutes(r);
    costDiscountRoutes(r);
    tariffRoutes(r);
    membershipRequestRoutes(r);
    attendeeListRoutes(r);
    gdprRoutes(r);
    attendeeActionRoutes(r);
    attendeeRoutes(r);
    contactRoutes(r);
    applicationRoutes(r, config.INTERNAL_SECRET);
    myMembershipRoutes(r);
  },
};
