import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@takt/kit';
import { attendeeUserConsumer } from './events/attendee-user.ts';
import { authRoutes } from './routes/auth.ts';
import { companyRoutes } from './routes/company.ts';
import { locationRoutes } from './routes/locations.ts';
import { createClient, type Client } from './store/client.ts';
import { TokenSigner } from './store/signing-keys.ts';

export const identityService: ServiceDefinition<Client> = {
  name: 'identity',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient,
  globalModels: ['Company', 'SigningKey'],
  async routes(r, { db }) {
    const signer = await TokenSigner.load(db);
    companyRoutes(r);
    authRoutes(r, signer);
    locationRoutes(r);
  },
  consumers: ({ log }) => [attendeeUserConsumer(log)],
};
