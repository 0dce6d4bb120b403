import { createTestEnv, type TestEnv } from '@takt/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProcesses, startBuiltSystem, type BuiltSystem } from '../src/built-system.ts';
import { PROCESS_NAMES } from '../src/processes.ts';
import { runSkeletonFlow } from './skeleton-flow.ts';

const MiB = 1024 * 1024;
/** What a process may hold at rest (issue #13, decision 0050). */
const RSS_LIMIT = 100 * MiB;
const RSS_LIMIT_AFTER_LOAD = 110 * MiB;

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

  it('rests under 100 MiB each, runs the walking skeleton through the built gateway, and stays near that after it', async () => {
    const rssNow = () => Object.fromEntries(system!.processes.map((p) => [p.name, p.rssBytes()]));
    const inMiB = (rss: Record<string, number>) =>
      JSON.stringify(Object.fromEntries(Object.entries(rss).map(([n, b]) => [n, Math.round(b / MiB)])));
    // At rest: started, ready, and their first backfills and consumers settled.
    await new Promise((r) => setTimeout(r, 2_000));
    const atRest = rssNow();
    await runSkeletonFlow(system!.gatewayUrl);
    // The flow's last events handled and a collection or two behind them.
    await new Promise((r) => setTimeout(r, 3_000));
    const afterFlow = rssNow();
    console.log(`RSS (MiB) at rest: ${inMiB(atRest)}; after the flow: ${inMiB(afterFlow)}`);
    for (const [name, bytes] of Object.entries(atRest)) expect(bytes, name).toBeLessThanOrEqual(RSS_LIMIT);
    // Compiled code and caches of the first requests add a little; more would be a leak.
    for (const [name, bytes] of Object.entries(afterFlow)) expect(bytes, name).toBeLessThanOrEqual(RSS_LIMIT_AFTER_LOAD);
  });
});
