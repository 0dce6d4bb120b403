// `npm run start:distributed`: one process per service and the gateway. After `npm run build:prod`
// each runs its built output with plain node (what changed since is rebuilt first); else the
// clients are generated and each runs from the sources through tsx.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = existsSync('dist/distributed/main.js');
execFileSync('node', built ? ['scripts/build-prod.mjs', '--if-stale'] : ['scripts/prisma-generate.mjs'], { stdio: 'inherit' });
const [command, entry] = built
  ? [process.execPath, 'dist/distributed/main.js']
  : ['node_modules/.bin/tsx', 'standalone/src/distributed.ts'];
const child = spawn(command, [entry], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
