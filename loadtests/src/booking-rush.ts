// Node runner of a rush scenario (scenarios/booking-rush.json): boots the system in-process with
// demo data, creates the members and an appointment, sends every member's booking at the same
// moment through the gateway, checks nobody was overbooked, then measures PostgreSQL's hot-row
// ceiling with pgbench and compares.
import { performance } from 'node:perf_hooks';
import { hotRowCeiling } from './hot-row-ceiling.ts';
import { bootLoadSystem } from './load-system.ts';
import { burst, prepareRush, requestsOf, rushBookings } from './rush.ts';
import { loadScenario } from './scenario.ts';

const scenario = loadScenario(process.argv[2] ?? 'scenarios/booking-rush.json');
const rush = scenario.rush;
const target = scenario.targets[0]!;
if (!rush) throw new Error(`${scenario.name} is not a rush scenario`);

const { config, api, close } = await bootLoadSystem();
const { appointmentId, members } = await prepareRush(api, rush);
// The services' thread (services and their consumers; the gateway has its own): how long it worked
// per booking during the rush, and until the consumers have caught up; and the CPU of the whole
// process per booking. Steadier than the rate for comparing changes.
const loopStart = performance.eventLoopUtilization();
const cpuStart = process.cpuUsage();
const booked = await rushBookings(api, scenario, members, appointmentId);
const loopRush = performance.eventLoopUtilization(loopStart);
const cpuRush = process.cpuUsage(cpuStart);
await quiet();
const loopAll = performance.eventLoopUtilization(loopStart);
// The same members' requests through the same gateway, without the hot row: one booking each read
// back. What the machine serves per request at all, so the rush can be told apart from it.
const warmUpBooking = (await api.get<{ value: { id: string }[] }>(`/odata/Attendances?$top=1`)).value[0]!.id;
const baseline = await burst(requestsOf(api, members, 'GET', () => `/api/Attendances/${warmUpBooking}`));

/** Until the loop was busy under 5 % of half a second (30 s at most). */
async function quiet() {
  for (let until = Date.now() + 30_000; Date.now() < until;) {
    const from = performance.eventLoopUtilization();
    await new Promise((r) => setTimeout(r, 500));
    if (performance.eventLoopUtilization(from).utilization < 0.05) return;
  }
}

const count = (status: number) =>
  api
    .get<{ '@odata.count': number }>(
      `/odata/Attendances?$filter=${encodeURIComponent(`appointmentId eq ${appointmentId} and status eq ${status}`)}&$count=true&$top=1`,
    )
    .then((r) => r['@odata.count']);
const confirmed = await count(2);
const waiting = await count(4);

const tps = hotRowCeiling(config.DATABASE_URL, `${config.DATABASE_PREFIX}pgbench`, rush.pgbench.clients, rush.pgbench.seconds);
await close();

const { perSecond: bookingsPerSecond, ...rushRow } = booked;
const { perSecond: _baseline, ...baselineRow } = baseline;
console.log(`\nScenario ${scenario.name}: ${rush.members} members at once on ${rush.maxAttendees} places, through ${target.via}`);
console.table([
  { run: 'booking rush', ...rushRow, confirmed, waiting, overbooked: Math.max(0, confirmed - rush.maxAttendees) },
  { run: 'baseline: one read each', ...baselineRow },
]);
const perBooking = (active: number) => (active / rush.members).toFixed(2);
console.log(
  `Services' event loop busy per booking: ${perBooking(loopRush.active)} ms in the rush, ${perBooking(loopAll.active)} ms until the consumers caught up`,
);
console.log(
  `CPU of this process per booking in the rush (every thread, the client's too): ${perBooking((cpuRush.user + cpuRush.system) / 1000)} ms`,
);
console.log(
  `pgbench hot-row ceiling (${rush.pgbench.clients} clients, ${rush.pgbench.seconds} s): ${Math.round(tps)} updates/s; ` +
    `bookings/s to ceiling ${(bookingsPerSecond / tps).toFixed(2)}`,
);
