// Runs the whole test suite against the local PostgreSQL, NATS and Redis (see .ci/run to start them).
import { execFileSync } from 'node:child_process';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
run('node', ['scripts/prisma-generate.mjs']);
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
