// Generates each service's Prisma client offline (the schema engine binary cannot be downloaded here).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const prisma = join(root, 'node_modules', '.bin', 'prisma');
for (const name of readdirSync(join(root, 'services'))) {
  const schema = join(root, 'services', name, 'prisma', 'schema.prisma');
  if (!existsSync(schema)) continue;
  execFileSync(prisma, ['generate', '--schema', schema], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true', DATABASE_URL: 'postgres://unused', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
}
