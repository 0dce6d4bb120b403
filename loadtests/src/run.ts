// Node runner (autocannon) for a scenario: boots the system in-process with demo data, then
// measures each target for the scenario's duration. Bounded in time; loopback only.
import { signCaller } from '@takt/kit';
import { defaultPermissions, grantedFlags } from '@takt/proto';
import { bootLoadSystem } from './load-system.ts';
import { measure } from './measure.ts';
import { loadScenario } from './scenario.ts';

const file = process.argv[2] ?? 'scenarios/odata-list.json';
const scenario = loadScenario(file);
const { infra, config, system, api, me, close } = await bootLoadSystem();

interface Result {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const results: Result[] = [];
for (const t of scenario.targets) {
  const base = t.via === 'gateway' ? system.gatewayUrl : system.services.get(t.via as never)!.url;
  const caller = {
    kind: 'user' as const,
    userId: me.account.id,
    companyId: me.company.id,
    authorities: me.account.authorities,
    roles: ['admin' as const],
    permissions: grantedFlags(defaultPermissions(['admin'])),
  };
  const headers =
    t.via === 'gateway' ? { authorization: `Bearer ${api.token}` } : signCaller(config.INTERNAL_SECRET, caller, t.method, t.path);
  results.push(
    await measure({
      name: t.name,
      url: base + t.path,
      method: t.method,
      headers,
      connections: t.connections ?? scenario.connections,
      durationSeconds: scenario.durationSeconds,
    }),
  );
}
await close();

console.log(
  `\nScenario ${scenario.name}: ${scenario.connections} connections, ${scenario.durationSeconds} s per target, bus ${infra.bus.kind}, cache ${infra.cache.kind}`,
);
console.table(results);
const [a, b] = results;
if (a && b)
  console.log(
    `${a.name}/${b.name}: throughput ${(a.rps / b.rps).toFixed(2)}x, p50 ${(a.p50 / b.p50).toFixed(2)}x, p99 ${(a.p99 / b.p99).toFixed(2)}x`,
  );
