// The built processes (npm run build:prod) as the image runs them: each started with plain node on
// its own databases, timed from spawn to ready and measured at rest, then through a booking rush
// (the scenario's) and at rest again. Prints one row per process and the machine's load.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { connectInfrastructure, dropDatabasesWithPrefix, NatsBus, settingsSource } from '@takt/kit';
import { signUpBody, TEST_PASSWORD } from '@takt/kit/testing';
import { ApiClient, buildProcesses, startBuiltSystem } from '@takt/standalone';
import { prepareRush, rushBookings } from './rush.ts';
import { loadScenario } from './scenario.ts';

const scenario = loadScenario(process.argv[2] ?? 'scenarios/booking-rush.json');
if (!scenario.rush) throw new Error(`${scenario.name} is not a rush scenario`);
const MiB = 1024 * 1024;
const rest = () => new Promise((r) => setTimeout(r, 5_000));

buildProcesses();
const tag = `pb${randomUUID().replace(/-/g, '').slice(0, 8)}`;
// The local servers unless the environment names others (as the tests' environments do).
const given = settingsSource();
const infra = await connectInfrastructure(
  'processes-bench',
  settingsSource({
    NATS_URL: given.NATS_URL ?? 'nats://127.0.0.1:4222',
    REDIS_URL: given.REDIS_URL ?? 'redis://127.0.0.1:6379',
    DATABASE_PREFIX: `takt_${tag}_`,
    BUS_NAMESPACE: tag,
    LOG_LEVEL: 'warn',
  }),
);
const { config } = infra;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadBefore = load();
const system = await startBuiltSystem(
  {
    DATABASE_URL: config.DATABASE_URL,
    NATS_URL: config.NATS_URL!,
    REDIS_URL: config.REDIS_URL!,
    DATABASE_PREFIX: config.DATABASE_PREFIX,
    BUS_NAMESPACE: config.BUS_NAMESPACE,
    LOG_LEVEL: 'fatal',
  },
  { oneAtATime: true },
);
try {
  await rest();
  const atRest = new Map(system.processes.map((p) => [p.name, p.rssBytes()]));
  // A company of its own through the public sign-up (the demo seed expects one process's timing).
  const api = new ApiClient(system.gatewayUrl);
  const company = signUpBody();
  await api.post('/api/Company', company);
  await api.login(company.Admin.UserName, TEST_PASSWORD);
  const { appointmentId, members } = await prepareRush(api, scenario.rush);
  const { perSecond: _rate, ...rush } = await rushBookings(api, scenario, members, appointmentId);
  await rest();
  const rows = system.processes.map((p) => ({
    process: p.name,
    'ready ms': Math.round(p.readyMs),
    'RSS at rest MiB': +(atRest.get(p.name)! / MiB).toFixed(1),
    'RSS after rush MiB': +(p.rssBytes() / MiB).toFixed(1),
  }));
  console.log(`\nBuilt processes (started one at a time); load average before ${loadBefore}, now ${load()}`);
  console.table(rows);
  console.log(`Booking rush: ${scenario.rush.members} members at once on ${scenario.rush.maxAttendees} places`);
  console.table([rush]);
  const over = rows.filter((r) => r['RSS at rest MiB'] > 100 || r['ready ms'] > 2_000).map((r) => r.process);
  console.log(over.length ? `Over the target (100 MiB at rest, ready in 2 s): ${over.join(', ')}` : 'Every process within the target.');
} finally {
  await system.stop();
  if (infra.bus instanceof NatsBus) await infra.bus.deleteStreams();
  await infra.bus.close();
  await infra.cache.close();
  await dropDatabasesWithPrefix(config.DATABASE_URL, config.DATABASE_PREFIX);
}
