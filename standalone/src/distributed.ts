import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY_PORT, SERVICE_PORTS, settingsSource } from '@takt/kit';
import { PROCESS_NAMES, processCommand, type ProcessName } from './processes.ts';

// Each service and the gateway as its own process, on the ports the deploy files use: the built
// output when `npm run build:prod` wrote it, else the sources through tsx.
const root = fileURLToPath(new URL('../..', import.meta.url));
const given = settingsSource();
for (const v of ['DATABASE_URL', 'NATS_URL', 'REDIS_URL']) {
  if (!given[v]) {
    console.error(`${v} must be set for the distributed start (see docs/runbook.md)`);
    process.exit(2);
  }
}
// A built process's own folder would hold its mailbox and web build: both stay in the checkout.
const shared = { MAILBOX_DIR: given.MAILBOX_DIR ?? join(root, '.data', 'mailbox'), WEB_ROOT: given.WEB_ROOT ?? join(root, 'web', 'dist') };
const children: ChildProcess[] = [];
const start = (name: ProcessName, env: Record<string, string>) => {
  const { command, args, env: tuning } = processCommand(root, name);
  const child = spawn(command, args, { stdio: 'inherit', env: { ...tuning, ...given, ...shared, ...env } });
  child.on('exit', (code) => console.log(`${name} exited with ${code}`));
  children.push(child);
};
for (const name of PROCESS_NAMES)
  if (name === 'gateway') start(name, { PORT: given.PORT ?? String(GATEWAY_PORT) });
  else start(name, { PORT: String(SERVICE_PORTS[name]), HOST: '127.0.0.1' });
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => children.forEach((c) => c.kill(sig)));
