// Node runner (autocannon) for a scenario: boots the system in-process with demo data, then
// measures each target for the scenario's duration. Bounded in time; loopback only.
import { bootLoadSystem } from './load-system.ts';
import { comparison, measureTargets } from './measure.ts';
import { loadScenario } from './scenario.ts';

const file = process.argv[2] ?? 'scenarios/odata-list.json';
const scenario = loadScenario(file);
const { infra, config, system, api, me, close } = await bootLoadSystem();

const results = await measureTargets(scenario, {
  gatewayUrl: system.gatewayUrl,
  serviceUrl: (name) => system.services.get(name as never)!.url,
  token: api.token!,
  me,
  secret: config.INTERNAL_SECRET,
});
await close();

console.log(
  `\nScenario ${scenario.name}: ${scenario.connections} connections, ${scenario.durationSeconds} s per target, bus ${infra.bus.kind}, cache ${infra.cache.kind}`,
);
console.table(results);
const compared = comparison(results);
if (compared) console.log(compared);
