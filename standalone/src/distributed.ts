import { spawn, type ChildProcess } from 'node:child_process';
import { GATEWAY_PORT, SERVICE_PORTS, settingsSource } from '@takt/kit';
import { SERVICES } from '@takt/proto';

// Each service and the gateway as its own process, on the ports the deploy files use.
const given = settingsSource();
for (const v of ['DATABASE_URL', 'NATS_URL', 'REDIS_URL']) {
  if (!given[v]) {
    console.error(`${v} must be set for the distributed start (see docs/runbook.md)`);
    process.exit(2);
  }
}
const children: ChildProcess[] = [];
const start = (name: string, entry: string, env: Record<string, string>) => {
  const child = spawn('node_modules/.bin/tsx', [entry], { stdio: 'inherit', env: { ...given, ...env } });
  child.on('exit', (code) => console.log(`${name} exited with ${code}`));
  children.push(child);
};
for (const name of SERVICES) start(name, `services/${name}/src/main.ts`, { PORT: String(SERVICE_PORTS[name]), HOST: '127.0.0.1' });
start('gateway', 'gateway/src/main.ts', { PORT: given.PORT ?? String(GATEWAY_PORT) });
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => children.forEach((c) => c.kill(sig)));
