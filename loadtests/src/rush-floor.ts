// What the machine allows a rush at all: the scenario's burst (300 requests at once, a fresh
// connection each) against the least a booking can be over HTTP: a bare node:http server that runs
// the hot-row update on a pg pool of the services' size, once directly and once behind a bare
// undici proxy (the gateway's hop). Compared with pgbench's ceiling, as the rush is; the gap between
// this and `npm run booking-rush` is what the product's own stack costs per request.
// Run: npm run rush-floor -w @takt/loadtests
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { Pool } from 'undici';
import { dropDatabasesWithPrefix, readConfig } from '@takt/kit';
import { createHotRow, HOT_ROW_UPDATE, hotRowCeiling } from './hot-row-ceiling.ts';
import { burst } from './rush.ts';
import { loadScenario } from './scenario.ts';

const scenario = loadScenario(process.argv[2] ?? 'scenarios/booking-rush.json');
const rush = scenario.rush;
if (!rush) throw new Error(`${scenario.name} is not a rush scenario`);
const { DATABASE_URL } = readConfig();
const prefix = 'takt_floor_';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
const bodyOf = async (req: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c);
  return Buffer.concat(chunks);
};

await dropDatabasesWithPrefix(DATABASE_URL, prefix);
const db = new pg.Pool({ connectionString: createHotRow(DATABASE_URL, `${prefix}seats`) });
const bare = createServer(async (req, res) => {
  await bodyOf(req);
  const { rows } = await db.query(HOT_ROW_UPDATE);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(rows[0]));
});
const bareUrl = await listen(bare);
const upstream = new Pool(bareUrl, { keepAliveTimeout: 30_000 });
const proxy = createServer(async (req, res) => {
  const answer = await upstream.request({
    path: req.url!,
    method: 'POST',
    body: await bodyOf(req),
    headers: { 'content-type': 'application/json' },
  });
  res.setHeader('content-type', 'application/json');
  res.end(Buffer.from(await answer.body.arrayBuffer()));
});
const proxyUrl = await listen(proxy);

const burstAt = (url: string) =>
  burst(
    Array.from({ length: rush.members }, () => ({
      url: `${url}/book`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })),
  );
// A first burst each warms the pools and the JIT, as the rush's warm-up booking does.
await burstAt(bareUrl);
await burstAt(proxyUrl);
const direct = await burstAt(bareUrl);
const hop = await burstAt(proxyUrl);
await upstream.close();
await new Promise((r) => proxy.close(r));
await new Promise((r) => bare.close(r));
await db.end();
const tps = hotRowCeiling(DATABASE_URL, `${prefix}pgbench`, rush.pgbench.clients, rush.pgbench.seconds);
await dropDatabasesWithPrefix(DATABASE_URL, prefix);

const row = (run: string, { perSecond, ...figures }: Awaited<ReturnType<typeof burst>>) => ({
  run,
  ...figures,
  'to ceiling': +(perSecond / tps).toFixed(2),
});
console.log(`\nRush floor: ${rush.members} requests at once, each the hot-row update over HTTP`);
console.table([row('bare server', direct), row('bare server behind a bare proxy', hop)]);
console.log(`pgbench hot-row ceiling (${rush.pgbench.clients} clients, ${rush.pgbench.seconds} s): ${Math.round(tps)} updates/s`);
