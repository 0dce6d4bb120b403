// Node runner of the calendar scenario (scenarios/calendar.json): boots the system in-process
// with demo data, times the generation of one year of a daily course time, builds a location
// with 50 weekly courses and measures its month calendar through the gateway (autocannon).
import { signCaller } from '@takt/kit';
import { bootLoadSystem } from './load-system.ts';
import { measure } from './measure.ts';
import { loadScenario } from './scenario.ts';

const scenario = loadScenario(process.argv[2] ?? 'scenarios/calendar.json');
const { infra, config, system, api, me, close } = await bootLoadSystem();
const DAY_MS = 86_400_000;
const isoDate = (t: number) => new Date(t).toISOString().slice(0, 10);
const start = Date.parse(isoDate(Date.now())) + DAY_MS;

async function dateTime(courseId: string, days: number, period: number, periodValues?: string): Promise<string> {
  const body = {
    courseId,
    dateFrom: isoDate(start),
    dateTill: isoDate(start + (days - 1) * DAY_MS),
    period,
    periodValues,
    timeFrom: '18:00',
    timeTill: '19:00',
  };
  return (await api.post<{ id: string }>('/api/DateTimes', body)).id;
}

const daily = await api.post<{ id: string }>('/api/Courses', { name: 'Täglich', maxAttendees: 20 });
const dailyTime = await dateTime(daily.id, 365, 1);
const t0 = performance.now();
const { created } = await api.post<{ created: number }>('/api/Appointments/AddByDateTimeId', { dateTimeId: dailyTime });
const generationSeconds = (performance.now() - t0) / 1000;

const locationId = (await api.post<{ id: string }>('/api/Locations', { name: 'Benchmark Studio' })).id;
for (let i = 0; i < 50; i++) {
  const course = await api.post<{ id: string }>('/api/Courses', { name: `Kurs ${i + 1}`, maxAttendees: 15, locationId, color: '#1E88E5' });
  await api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: await dateTime(course.id, 70, 2, String(i % 7)) });
}
const month = isoDate(start + 31 * DAY_MS);
const fill = (path: string) =>
  path.replace('{{month}}', month).replace('{{locationId}}', locationId).replace('{{companyId}}', me.company.id);
const sample = await api.get<{ days: { appointments: unknown[] }[] }>(fill(scenario.targets[0]!.path));
const shown = sample.days.reduce((n, d) => n + d.appointments.length, 0);

const results = [];
for (const t of scenario.targets) {
  const path = fill(t.path);
  // Directly to a service the call is signed as the gateway would sign an anonymous one.
  const direct = t.via !== 'gateway';
  results.push(
    await measure({
      name: t.name,
      url: (direct ? system.services.get(t.via as never)!.url : system.gatewayUrl) + path,
      method: t.method,
      headers: direct
        ? signCaller(config.INTERNAL_SECRET, { kind: 'anonymous' }, t.method, path)
        : { authorization: `Bearer ${api.token}` },
      connections: t.connections ?? scenario.connections,
      durationSeconds: scenario.durationSeconds,
    }),
  );
}
await close();

console.log(`\nScenario ${scenario.name}: bus ${infra.bus.kind}, cache ${infra.cache.kind}`);
console.log(`Generation: ${created} appointments of a daily course time in ${generationSeconds.toFixed(2)} s`);
console.log(`Month calendar of a location with 50 weekly courses: ${sample.days.length} days, ${shown} appointments`);
console.table(results);
