// What one request costs each built process in CPU (user and system, from /proc), at a steady
// pace on kept-alive connections rather than a rush: a proxied read of one booking, and the
// gateway's own /healthz for the edge alone. Separates per-request cost from contention.
// Run: npm run read-cpu -w @takt/loadtests  (PROF_DIR=/tmp/prof adds a V8 CPU profile per process)
import { readFileSync } from 'node:fs';
import { signUpBody, TEST_PASSWORD } from '@takt/kit/testing';
import { ApiClient } from '@takt/standalone';
import { Agent } from 'undici';
import { bootBuiltLoadSystem } from './built-load-system.ts';
import { prepareRush } from './rush.ts';

const SECONDS = 8;
const CONCURRENCY = 8;

/** utime and stime of a process in ms (fields 14 and 15 of /proc/<pid>/stat, 100 ticks a second). */
const cpuOf = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(f[11]) * 10, system: Number(f[12]) * 10 };
};

const { system, close } = await bootBuiltLoadSystem('read-cpu', { oneAtATime: true });
try {
  const api = new ApiClient(system.gatewayUrl);
  const company = signUpBody();
  await api.post('/api/Company', company);
  await api.login(company.Admin.UserName, TEST_PASSWORD);
  await prepareRush(api, { members: 20, maxAttendees: 5, pgbench: { clients: 1, seconds: 1 } });
  const booking = (await api.get<{ value: { id: string }[] }>('/odata/Attendances?$top=1')).value[0]!.id;
  const dispatcher = new Agent({ connections: CONCURRENCY });
  const hot = system.processes.filter((p) => p.name === 'gateway' || p.name === 'booking');
  const rows = [];
  for (const [what, path] of [
    ['GET /api/Attendances/{id}', `/api/Attendances/${booking}`],
    ['GET /healthz (gateway only)', '/healthz'],
  ] as const) {
    const before = hot.map((p) => cpuOf(p.pid));
    let requests = 0;
    const until = Date.now() + SECONDS * 1000;
    const client = async () => {
      for (; Date.now() < until; requests++) {
        const res = await fetch(system.gatewayUrl + path, { headers: { authorization: `Bearer ${api.token}` }, dispatcher } as RequestInit);
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    const row: Record<string, string | number> = { request: what, 'requests/s': Math.round(requests / SECONDS) };
    hot.forEach((p, i) => {
      const after = cpuOf(p.pid);
      row[`${p.name} user ms`] = +((after.user - before[i]!.user) / requests).toFixed(2);
      row[`${p.name} system ms`] = +((after.system - before[i]!.system) / requests).toFixed(2);
    });
    rows.push(row);
  }
  console.log(`\nCPU per request, ${CONCURRENCY} clients on kept-alive connections for ${SECONDS} s each`);
  console.table(rows);
} finally {
  await close();
}
