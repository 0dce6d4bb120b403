// The gateway's hop as deployed: the built processes (npm run build:prod) each with plain node, a
// company of its own with a few weeks of appointments, then the odata-list scenario through the
// gateway and straight to scheduling, one after the other in one run (issue 13: at least 0.85x the
// direct throughput, at most 1.15x its p50).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { connectInfrastructure, dropDatabasesWithPrefix, NatsBus, settingsSource } from '@takt/kit';
import { signUpBody, TEST_PASSWORD } from '@takt/kit/testing';
import { ApiClient, buildProcesses, startBuiltSystem } from '@takt/standalone';
import type { Me } from './load-system.ts';
import { comparison, measure } from './measure.ts';
import { appointmentOf } from './rush.ts';
import { loadScenario } from './scenario.ts';
import { targetRequest } from './target-request.ts';

const scenario = loadScenario(process.argv[2] ?? 'scenarios/odata-list.json');
buildProcesses();
const tag = `gh${randomUUID().replace(/-/g, '').slice(0, 8)}`;
const given = settingsSource();
const infra = await connectInfrastructure(
  'gateway-hop-bench',
  settingsSource({
    NATS_URL: given.NATS_URL ?? 'nats://127.0.0.1:4222',
    REDIS_URL: given.REDIS_URL ?? 'redis://127.0.0.1:6379',
    DATABASE_PREFIX: `takt_${tag}_`,
    BUS_NAMESPACE: tag,
    LOG_LEVEL: 'warn',
  }),
);
const { config } = infra;
const system = await startBuiltSystem({
  DATABASE_URL: config.DATABASE_URL,
  NATS_URL: config.NATS_URL!,
  REDIS_URL: config.REDIS_URL!,
  DATABASE_PREFIX: config.DATABASE_PREFIX,
  BUS_NAMESPACE: config.BUS_NAMESPACE,
  INTERNAL_SECRET: config.INTERNAL_SECRET,
  LOG_LEVEL: 'fatal',
});
try {
  const api = new ApiClient(system.gatewayUrl);
  const company = signUpBody();
  await api.post('/api/Company', company);
  await api.login(company.Admin.UserName, TEST_PASSWORD);
  const me = await api.get<Me>('/api/Users/GetMe');
  for (let i = 0; i < 4; i++) await appointmentOf(api, `Kurs ${i + 1}`, 12);
  const loadBefore = loadavg()[0]!.toFixed(2);
  const results = [];
  for (const t of scenario.targets) {
    const { url, headers } = targetRequest(t, {
      gatewayUrl: system.gatewayUrl,
      serviceUrl: (name) => system.processes.find((p) => p.name === name)!.url,
      token: api.token!,
      me,
      secret: config.INTERNAL_SECRET,
    });
    results.push(
      await measure({
        name: t.name,
        url,
        method: t.method,
        headers,
        connections: t.connections ?? scenario.connections,
        durationSeconds: scenario.durationSeconds,
      }),
    );
  }
  console.log(`\nScenario ${scenario.name} on the built processes, ${scenario.connections} connections; load average before ${loadBefore}`);
  console.table(results);
  console.log(comparison(results));
} finally {
  await system.stop();
  if (infra.bus instanceof NatsBus) await infra.bus.deleteStreams();
  await infra.bus.close();
  await infra.cache.close();
  await dropDatabasesWithPrefix(config.DATABASE_URL, config.DATABASE_PREFIX);
}
