// npm run bench:web — what the sign-in page costs and how fast the home page is usable, measured
// with the real system and Debian's Chromium on this machine. Figures go to stdout and
// web/e2e/artifacts/bench.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ApiClient, DEMO_LOGINS, seedDemo } from '@takt/standalone';
import { ARTIFACTS } from './harness.ts';
import { startE2E } from './system.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const e2e = await startE2E('bench');
try {
  await seedDemo(e2e.baseUrl);

  // JavaScript the sign-in page loads: every script response of a cold /login, gzip-sized.
  const ctx = await e2e.context('de');
  const page = await ctx.newPage();
  const scripts = new Set<string>();
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.add(r.url()));
  await page.goto('/login', { waitUntil: 'networkidle' });
  let raw = 0;
  let gzip = 0;
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  await ctx.close();

  // Time to an interactive home page: signed in (tokens stored), cold browser cache, from
  // navigation until the welcome heading is shown and the drawer can be used.
  const admin = DEMO_LOGINS[0];
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const tokens = await new ApiClient(e2e.baseUrl).login(admin.username, admin.password);
    const c = await e2e.context('de', { 'takt.accessToken': tokens.accessToken, 'takt.refreshToken': tokens.refreshToken });
    const p = await c.newPage();
    const start = Date.now();
    await p.goto('/');
    await p.getByRole('heading', { name: /Willkommen/ }).waitFor();
    await p.getByRole('navigation').getByRole('link', { name: 'Standorte' }).waitFor();
    times.push(Date.now() - start);
    await c.close();
  }

  const figures = {
    measuredAt: new Date().toISOString(),
    signInScripts: scripts.size,
    signInJsRawKiB: Math.round(raw / 1024),
    signInJsGzipKiB: Math.round(gzip / 1024),
    homeInteractiveMsMedian: median(times),
    homeInteractiveMsRuns: times,
  };
  writeFileSync(join(ARTIFACTS, 'bench.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await e2e.close();
}
