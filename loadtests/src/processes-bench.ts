// The built processes (npm run build:prod) as the image runs them: each started with plain node on
// its own databases, timed from spawn to ready and measured at rest, then through a booking rush
// (the scenario's) and at rest again. Prints one row per process and the machine's load.
import { loadavg } from 'node:os';
import { signUpBody, TEST_PASSWORD } from '@takt/kit/testing';
import { ApiClient } from '@takt/standalone';
import { bootBuiltLoadSystem } from './built-load-system.ts';
import { prepareRush, rushBookings } from './rush.ts';
import { loadScenario } from './scenario.ts';

const scenario = loadScenario(process.argv[2] ?? 'scenarios/booking-rush.json');
if (!scenario.rush) throw new Error(`${scenario.name} is not a rush scenario`);
const MiB = 1024 * 1024;
const rest = () => new Promise((r) => setTimeout(r, 5_000));

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadBefore = load();

const cpuOf = () => new Map<string, number>(system.processes.map((p) => [p.name, p.cpuMs()]));
const totalOf = (cpu: Map<string, number>) => [...cpu.values()].reduce((sum, ms) => sum + ms, 0);

/** Until the processes together use under `msPerSecond` of CPU for two seconds running: consumers have caught up. */
async function quiet(msPerSecond: number) {
  for (let calm = 0, last = totalOf(cpuOf()), until = Date.now() + 120_000; calm < 2 && Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 1_000));
    const now = totalOf(cpuOf());
    calm = now - last < msPerSecond ? calm + 1 : 0;
    last = now;
  }
}
const { system, close } = await bootBuiltLoadSystem('processes-bench', { oneAtATime: true });
try {
  await rest();
  const atRest = new Map(system.processes.map((p) => [p.name, p.rssBytes()]));
  // A company of its own through the public sign-up (the demo seed expects one process's timing).
  const api = new ApiClient(system.gatewayUrl);
  const company = signUpBody();
  await api.post('/api/Company', company);
  await api.login(company.Admin.UserName, TEST_PASSWORD);
  const { appointmentId, members } = await prepareRush(api, scenario.rush);
  await quiet(150);
  // What the processes use idle (pulls, relays, timers) is taken off the rush's figures.
  const idleStart = cpuOf();
  await new Promise((r) => setTimeout(r, 3_000));
  const idle = cpuOf();
  const idlePerMs = (name: string) => (idle.get(name)! - idleStart.get(name)!) / 3_000;
  const cpuBefore = cpuOf();
  const rushStart = Date.now();
  const { perSecond: _rate, ...rush } = await rushBookings(api, scenario, members, appointmentId);
  // The consumers catch up after the answers, so their share of the rush is counted too.
  await quiet(Math.max(150, (1.5 * (totalOf(idle) - totalOf(idleStart))) / 3));
  const cpuAfter = cpuOf();
  const rushMs = Date.now() - rushStart;
  const cpuPerBooking = (name: string) =>
    +((cpuAfter.get(name)! - cpuBefore.get(name)! - idlePerMs(name) * rushMs) / scenario.rush!.members).toFixed(2);
  const rows = system.processes.map((p) => ({
    process: p.name,
    'ready ms': Math.round(p.readyMs),
    'RSS at rest MiB': +(atRest.get(p.name)! / MiB).toFixed(1),
    'RSS after rush MiB': +(p.rssBytes() / MiB).toFixed(1),
    'CPU ms per booking': cpuPerBooking(p.name),
  }));
  console.log(`\nBuilt processes (started one at a time); load average before ${loadBefore}, now ${load()}`);
  console.table(rows);
  console.log(`Booking rush: ${scenario.rush.members} members at once on ${scenario.rush.maxAttendees} places`);
  console.table([rush]);
  const cpuTotal = rows.reduce((sum, r) => sum + r['CPU ms per booking'], 0);
  console.log(`CPU per booking over all processes (rush and the consumers' catching up): ${cpuTotal.toFixed(1)} ms`);
  const over = rows.filter((r) => r['RSS at rest MiB'] > 100 || r['ready ms'] > 2_000).map((r) => r.process);
  console.log(over.length ? `Over the target (100 MiB at rest, ready in 2 s): ${over.join(', ')}` : 'Every process within the target.');
} finally {
  await close();
}
