// The gateway's hop as deployed: the built processes (npm run build:prod) each with plain node, a
// company of its own with a few weeks of appointments, then the odata-list scenario through the
// gateway and straight to scheduling, one after the other in one run (issue 13: at least 0.85x the
// direct throughput, at most 1.15x its p50), after a warm-up of both.
import { loadavg } from 'node:os';
import { signUpBody, TEST_PASSWORD } from '@takt/kit/testing';
import { ApiClient } from '@takt/standalone';
import { bootBuiltLoadSystem } from './built-load-system.ts';
import type { Me } from './load-system.ts';
import { comparison, measureTargets } from './measure.ts';
import { appointmentOf } from './rush.ts';
import { loadScenario } from './scenario.ts';

const scenario = loadScenario(process.argv[2] ?? 'scenarios/odata-list.json');
const { config, system, close } = await bootBuiltLoadSystem('gateway-hop-bench');
try {
  const api = new ApiClient(system.gatewayUrl);
  const company = signUpBody();
  await api.post('/api/Company', company);
  await api.login(company.Admin.UserName, TEST_PASSWORD);
  const me = await api.get<Me>('/api/Users/GetMe');
  for (let i = 0; i < 4; i++) await appointmentOf(api, `Kurs ${i + 1}`, 12);
  const targets = {
    gatewayUrl: system.gatewayUrl,
    serviceUrl: (name: string) => system.processes.find((p) => p.name === name)!.url,
    token: api.token!,
    me,
    secret: config.INTERNAL_SECRET,
  };
  // Every process warms up first (JIT, pools, caches): otherwise the target measured first pays
  // for it alone, and the gateway, measured first, looked 20-30 % slower than it is.
  await measureTargets({ ...scenario, durationSeconds: 5 }, targets);
  const loadBefore = loadavg()[0]!.toFixed(2);
  const results = await measureTargets(scenario, targets);
  console.log(`\nScenario ${scenario.name} on the built processes, ${scenario.connections} connections; load average before ${loadBefore}`);
  console.table(results);
  console.log(comparison(results));
} finally {
  await close();
}
