import { fileURLToPath } from 'node:url';
import { acceptUploads, prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { LOGO_MAX_BYTES } from './domain/company-settings.ts';
import { attendeeDeletedConsumer, attendeeLoginConsumer, attendeeUserConsumer } from './events/attendee-user.ts';
import { courseCreatedConsumer } from './events/course-view.ts';
import { excelConsumers } from './events/excel.ts';
import { licencesSetConsumer } from './events/licences-set.ts';
import { gdprConsumers } from './events/gdpr.ts';
import { identityBackfills } from './operations/announce-backfills.ts';
import { authFlowRoutes } from './routes/auth-flows.ts';
import { authRoutes } from './routes/auth.ts';
import { companyRoutes } from './routes/company.ts';
import { locationRoutes } from './routes/locations.ts';
import { organisationRoutes } from './routes/organisation.ts';
import { userRoutes } from './routes/users.ts';
import { identitySettings } from './settings.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';
import { TokenSigner } from './store/signing-keys.ts';

export const identityService: ServiceDefinition<Client, typeof identitySettings> = {
  name: 'identity',
  settings: identitySettings,
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  globalModels: ['Company', 'SigningKey'],
  // The logo upload is the one multipart endpoint; the limit answers 413 past 512 KB.
  plugins: (app) => acceptUploads(app, LOGO_MAX_BYTES),
  async routes(r, deps) {
    const signer = await TokenSigner.load(deps.db, deps.cache);
    companyRoutes(r);
    authRoutes(r, signer);
    locationRoutes(r);
    userRoutes(r, deps);
    authFlowRoutes(r, deps, signer);
    organisationRoutes(r, deps);
  },
  backfills: identityBackfills,
  consumers: ({ log, cache, db }) => [
    attendeeUserConsumer(log),
    attendeeLoginConsumer(log),
    attendeeDeletedConsumer(cache),
    courseCreatedConsumer(),
    licencesSetConsumer(),
    ...gdprConsumers(cache),
    ...excelConsumers(db),
  ],
};
