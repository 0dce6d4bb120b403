// Node runner of a rush scenario (scenarios/booking-rush.json): boots the system in-process with
// demo data, creates the members and an appointment, sends every member's booking at the same
// moment through the gateway, checks nobody was overbooked, then measures PostgreSQL's hot-row
// ceiling with pgbench and compares.
import { ApiError, type ApiClient } from '@takt/standalone';
import { hotRowCeiling } from './hot-row-ceiling.ts';
import { bootLoadSystem } from './load-system.ts';
import { loadScenario, percentile } from './scenario.ts';

const scenario = loadScenario(process.argv[2] ?? 'scenarios/booking-rush.json');
const rush = scenario.rush;
const target = scenario.targets[0]!;
if (!rush) throw new Error(`${scenario.name} is not a rush scenario`);

const { config, api, close } = await bootLoadSystem();
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const inDays = (days: number) => isoDate(new Date(Date.now() + days * 86_400_000));

async function appointmentOf(courseName: string, maxAttendees: number): Promise<string> {
  const course = await api.post<{ id: string }>('/api/Courses', { name: courseName, maxAttendees, centCost: 1000 });
  const dt = await api.post<{ id: string }>('/api/DateTimes', {
    courseId: course.id,
    dateFrom: inDays(2),
    dateTill: inDays(8),
    period: 2,
    periodValues: '0,1,2,3,4,5,6',
    timeFrom: '18:00',
    timeTill: '19:00',
  });
  await api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: dt.id });
  const filter = encodeURIComponent(`courseId eq ${course.id}`);
  const list = await api.get<{ value: { id: string }[] }>(`/odata/Appointments?$filter=${filter}&$orderby=date&$top=1`);
  return list.value[0]!.id;
}

/** Booking learns members and appointments from events: retries a 404 until they arrived. */
async function bookWhenKnown(client: ApiClient, attendeeId: string, appointmentId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.post('/api/Attendances', { attendeeId, appointmentId });
      return;
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 404 || attempt >= 150) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

const appointmentId = await appointmentOf('Rush', rush.maxAttendees);
const warmUp = await appointmentOf('Warm-up', rush.members);
const members: string[] = [];
for (let i = 0; i < rush.members; i += 20) {
  const batch = Array.from({ length: Math.min(20, rush.members - i) }, (_, k) =>
    api.post<{ id: string }>('/api/Attendees', { firstName: 'Member', lastName: `No ${i + k + 1}` }),
  );
  members.push(...(await Promise.all(batch)).map((m) => m.id));
}
// Events arrive in order: once the last member and the warm-up appointment are known, all are.
await bookWhenKnown(api, members.at(-1)!, warmUp);

/** Sends one request per member, all at the same moment; answers the rate, latencies and statuses. */
async function burst(send: (attendeeId: string) => Promise<Response>) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    members.map(async (attendeeId) => {
      const t0 = performance.now();
      const res = await send(attendeeId);
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }),
  );
  const perSecond = members.length / ((performance.now() - started) / 1000);
  latencies.sort((a, b) => a - b);
  return {
    'requests/s': Math.round(perSecond),
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p95 ms': Math.round(percentile(latencies, 95)),
    'p99 ms': Math.round(percentile(latencies, 99)),
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
    perSecond,
  };
}

const body = JSON.stringify(target.body);
const booked = await burst((attendeeId) =>
  api.raw(target.method, target.path, JSON.parse(body.replace('{{attendeeId}}', attendeeId).replace('{{appointmentId}}', appointmentId))),
);
// The same members' requests through the same gateway, without the hot row: one booking each read
// back. What the machine serves per request at all, so the rush can be told apart from it.
const warmUpBooking = (await api.get<{ value: { id: string }[] }>(`/odata/Attendances?$top=1`)).value[0]!.id;
const baseline = await burst(() => api.raw('GET', `/api/Attendances/${warmUpBooking}`));

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
console.log(
  `pgbench hot-row ceiling (${rush.pgbench.clients} clients, ${rush.pgbench.seconds} s): ${Math.round(tps)} updates/s; ` +
    `bookings/s to ceiling ${(bookingsPerSecond / tps).toFixed(2)}`,
);
