// What the gateway's session check costs per request: the in-process hit (every request of a
// user within a second) and the Redis read (the first request of a user each second).
// Run: npx tsx loadtests/src/session-check-bench.ts  (needs Redis at REDIS_URL).
import { randomUUID } from 'node:crypto';
import { createLogger, RedisCache, revokeSessions, settingsSource } from '@takt/kit';
import { SessionCheck } from '@takt/gateway';
import type { UserCaller } from '@takt/proto';

const cache = new RedisCache(settingsSource().REDIS_URL ?? 'redis://127.0.0.1:6379', `takt-bench-${randomUUID().slice(0, 8)}:`);
const log = createLogger('bench', 'error');
const callers: UserCaller[] = Array.from({ length: 1000 }, () => ({
  kind: 'user',
  userId: randomUUID(),
  companyId: randomUUID(),
  authorities: [],
  roles: ['trainer'],
  permissions: [],
}));
const issued = { user: 0, company: 0 };
while (!cache.ready()) await new Promise((r) => setTimeout(r, 20));
await revokeSessions(cache, 'user', callers[0]!.userId);

async function measure(name: string, check: SessionCheck, n: number, concurrency: number): Promise<void> {
  let next = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await check.assertCurrent(callers[next++ % callers.length]!, issued).catch(() => undefined);
    }),
  );
  const micros = Number(process.hrtime.bigint() - start) / 1000 / n;
  console.log(`${name.padEnd(44)} ${micros.toFixed(2).padStart(8)} µs/request  (${n} requests, ${concurrency} at a time)`);
}

await measure('cached stamps (in-process, < 1 s old)', new SessionCheck(cache, log), 200_000, 1);
await measure('Redis read every request, one at a time', new SessionCheck(cache, log, 0), 5_000, 1);
await measure('Redis read every request, 50 at a time', new SessionCheck(cache, log, 0), 20_000, 50);
await cache.close();
