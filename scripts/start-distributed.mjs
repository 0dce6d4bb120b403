// Each service and the gateway as its own process, against DATABASE_URL, NATS_URL and REDIS_URL.
import { execFileSync, spawn } from 'node:child_process';

for (const v of ['DATABASE_URL', 'NATS_URL', 'REDIS_URL']) {
  if (!process.env[v]) {
    console.error(`${v} must be set for the distributed start (see docs/runbook.md)`);
    process.exit(2);
  }
}
execFileSync('node', ['scripts/prisma-generate.mjs'], { stdio: 'inherit' });
const services = {
  identity: 4001,
  scheduling: 4002,
  booking: 4003,
  membership: 4004,
  billing: 4005,
  documents: 4006,
  notification: 4007,
  statistics: 4008,
};
const children = [];
const start = (name, entry, env) => {
  const child = spawn('node_modules/.bin/tsx', [entry], { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => console.log(`${name} exited with ${code}`));
  children.push(child);
};
for (const [name, port] of Object.entries(services)) start(name, `services/${name}/src/main.ts`, { PORT: String(port), HOST: '127.0.0.1' });
start('gateway', 'gateway/src/main.ts', { PORT: process.env.PORT ?? '8080' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => children.forEach((c) => c.kill(sig)));
