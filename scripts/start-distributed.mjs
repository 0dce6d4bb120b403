// `npm run start:distributed`: generate the clients, then one process per service and the gateway.
import { execFileSync, spawn } from 'node:child_process';

execFileSync('node', ['scripts/prisma-generate.mjs'], { stdio: 'inherit' });
const child = spawn('node_modules/.bin/tsx', ['standalone/src/distributed.ts'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
