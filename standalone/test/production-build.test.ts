import { createTestEnv, type TestEnv } from '@takt/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProcesses, startBuiltSystem, type BuiltSystem } from '../src/built-system.ts';
import { PROCESS_NAMES } from '../src/processes.ts';
import { runSkeletonFlow } from './skeleton-flow.ts';

const MiB = 1024 * 1024;
/** What a process may hold at rest (issue #13, decision 0050). */
const RSS_LIMIT = 100 * MiB;

// The production output as the image runs it: every process from dist/ with plain node on the
// real PostgreSQL, NATS and Redis, on databases, subjects and keys of this file alone.
let env: TestEnv;
let system: BuiltSystem | undefined;
beforeAll(async () => {
  buildProcesses();
  env = await createTestEnv('prod-build');
  const { DATABASE_URL, NATS_URL, REDIS_URL, DATABASE_PREFIX, BUS_NAMESPACE } = env.config;
  system = await startBuiltSystem(
    {
      DATABASE_URL,
      NATS_URL: NATS_URL!,
      REDIS_URL: REDIS_URL!,
      DATABASE_PREFIX,
      BUS_NAMESPACE,
      LOG_LEVEL: 'warn',
    },
    { readyTimeoutMs: 120_000 },
  );
}, 300_000);
afterAll(async () => {
  await system?.stop();
  await env?.dispose();
});

describe('the production build (dist/, plain node)', { timeout: 90_000 }, () => {
  it('starts every service and the gateway', () => {
    expect(system!.processes.map((p) => p.name).sort()).toEqual([...PROCESS_NAMES].sort());
  });

  it('runs the walking skeleton through the built gateway, then every process rests under 100 MiB', async () => {
    await runSkeletonFlow(system!.gatewayUrl);
    // At rest: the flow's last events handled and a collection or two behind them.
    await new Promise((r) => setTimeout(r, 3_000));
    const rss = Object.fromEntries(system!.processes.map((p) => [p.name, Math.round(p.rssBytes() / MiB)]));
    console.log(`RSS at rest after the flow (MiB): ${JSON.stringify(rss)}`);
    for (const p of system!.processes) expect(p.rssBytes(), p.name).toBeLessThanOrEqual(RSS_LIMIT);
  });
});
