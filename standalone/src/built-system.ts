import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@takt/kit/testing';
import { builtEntry, nodeFlags, NODE_TUNING_ENV, PROCESS_NAMES, type ProcessName } from './processes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BuiltProcess {
  name: ProcessName;
  url: string;
  pid: number;
  /** From spawn to the first 200 on /readyz. */
  readyMs: number;
  /** Resident memory now, from /proc (Linux). */
  rssBytes(): number;
  /** CPU time used so far (user + system), from /proc (Linux). */
  cpuMs(): number;
}

export interface BuiltSystem {
  gatewayUrl: string;
  processes: BuiltProcess[];
  /** SIGTERM to every process, then waits until each has exited. */
  stop(): Promise<void>;
}

/** `npm run build:prod`, skipping every process whose sources did not change since its last build. */
export function buildProcesses(): void {
  execFileSync(process.execPath, [join(root, 'scripts', 'build-prod.mjs'), '--if-stale', ...PROCESS_NAMES], { stdio: 'inherit' });
}

const rssOf = (pid: number) => {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kib) throw new Error(`no VmRSS for ${pid}`);
  return Number(kib) * 1024;
};

/** utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second on Linux). */
const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function readyAfter(url: string, child: ChildProcess, startedAt: number, timeoutMs: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - startedAt;
    if (performance.now() - startedAt > timeoutMs) throw new Error(`${url}: not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Every service and the gateway from dist/ with plain node, as the image runs them (its flags and
 * malloc tuning), each on a free loopback port, on the databases, subjects and keys `settings`
 * name (DATABASE_URL, DATABASE_PREFIX, NATS_URL, BUS_NAMESPACE, REDIS_URL, …). The services start
 * together (or `oneAtATime`); the gateway once they are ready. Answers when all are ready.
 */
export async function startBuiltSystem(
  settings: Record<string, string>,
  /** `profileDir`: each process writes a V8 CPU profile there (a folder per process) when it exits. */
  opts: { readyTimeoutMs?: number; oneAtATime?: boolean; profileDir?: string } = {},
): Promise<BuiltSystem> {
  // Without a broker and a cache each process would fall back to its own in-memory ones.
  for (const v of ['DATABASE_URL', 'NATS_URL', 'REDIS_URL']) if (!settings[v]) throw new Error(`${v} must be set`);
  const missing = PROCESS_NAMES.filter((n) => !existsSync(join(root, builtEntry(n))));
  if (missing.length) throw new Error(`not built: ${missing.join(', ')} (npm run build:prod)`);
  const children: ChildProcess[] = [];
  const launch = async (name: ProcessName, env: Record<string, string>): Promise<BuiltProcess> => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const startedAt = performance.now();
    const child = spawn(
      process.execPath,
      [
        ...nodeFlags(name),
        ...(opts.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(opts.profileDir, name)}`] : []),
        join(root, builtEntry(name)),
      ],
      {
        env: { ...NODE_TUNING_ENV, ...settings, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    children.push(child);
    const readyMs = await readyAfter(url, child, startedAt, opts.readyTimeoutMs ?? 60_000);
    return { name, url, pid: child.pid!, readyMs, rssBytes: () => rssOf(child.pid!), cpuMs: () => cpuMsOf(child.pid!) };
  };
  const stop = async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    const names = PROCESS_NAMES.filter((n) => n !== 'gateway');
    const services: BuiltProcess[] = [];
    // One at a time, each process's start is timed without the others competing for the CPU.
    if (opts.oneAtATime) for (const n of names) services.push(await launch(n, {}));
    else services.push(...(await Promise.all(names.map((n) => launch(n, {})))));
    const addresses = Object.fromEntries(services.map((s) => [`${s.name.toUpperCase()}_URL`, s.url]));
    const gateway = await launch('gateway', addresses);
    return { gatewayUrl: gateway.url, processes: [...services, gateway], stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
