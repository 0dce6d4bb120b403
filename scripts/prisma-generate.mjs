// Generates each service's Prisma client offline (the schema engine binary cannot be downloaded here).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const prisma = join(root, 'node_modules', '.bin', 'prisma');
// kit's own tests use a one-table schema of their own.
const schemas = [
  ...readdirSync(join(root, 'services')).map((name) => join(root, 'services', name, 'prisma', 'schema.prisma')),
  join(root, 'kit', 'test', 'fixture', 'prisma', 'schema.prisma'),
];
for (const schema of schemas) {
  if (!existsSync(schema)) continue;
  execFileSync(prisma, ['generate', '--schema', schema], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true', DATABASE_URL: 'postgres://unused', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
}
