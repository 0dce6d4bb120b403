// The booking rush's pieces, shared by the in-process runner (booking-rush.ts) and the built
// processes' benchmark (processes-bench.ts).
import { Worker } from 'node:worker_threads';
import { ApiError, type ApiClient } from '@takt/standalone';
import { percentile, type Scenario } from './scenario.ts';

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const inDays = (days: number) => isoDate(new Date(Date.now() + days * 86_400_000));

/** A course with `maxAttendees` places and its appointments; answers the first appointment's id. */
export async function appointmentOf(api: ApiClient, courseName: string, maxAttendees: number): Promise<string> {
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

/** Booking learns members and appointments from events: retries a 404 until they arrived (2 minutes at most). */
export async function bookWhenKnown(client: ApiClient, attendeeId: string, appointmentId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.post('/api/Attendances', { attendeeId, appointmentId });
      return;
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 404 || attempt >= 600) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** The rush's appointment and `members` members, all known to booking once this answers. */
export async function prepareRush(api: ApiClient, rush: NonNullable<Scenario['rush']>) {
  const appointmentId = await appointmentOf(api, 'Rush', rush.maxAttendees);
  const warmUp = await appointmentOf(api, 'Warm-up', rush.members);
  const members: string[] = [];
  for (let i = 0; i < rush.members; i += 20) {
    const batch = Array.from({ length: Math.min(20, rush.members - i) }, (_, k) =>
      api.post<{ id: string }>('/api/Attendees', { firstName: 'Member', lastName: `No ${i + k + 1}` }),
    );
    members.push(...(await Promise.all(batch)).map((m) => m.id));
  }
  // Events arrive in order: once the last member and the warm-up appointment are known, all are.
  await bookWhenKnown(api, members.at(-1)!, warmUp);
  return { appointmentId, members };
}

/** One request of a burst, as the worker thread sends it. */
export interface BurstRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Sends every request at the same moment from a worker thread (the runners boot the system in this
 * process); answers the rate, latencies and statuses.
 */
export async function burst(requests: BurstRequest[]) {
  const worker = new Worker(new URL('./burst-worker.mjs', import.meta.url), { workerData: { requests } });
  const answer = await new Promise<{ latencies: number[]; statuses: Record<string, number>; seconds: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const latencies = answer.latencies.sort((a, b) => a - b);
  const perSecond = requests.length / answer.seconds;
  return {
    'requests/s': Math.round(perSecond),
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p95 ms': Math.round(percentile(latencies, 95)),
    'p99 ms': Math.round(percentile(latencies, 99)),
    statuses: Object.entries(answer.statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' '),
    perSecond,
  };
}

/** The same call for every member, signed in as `api` is. */
export function requestsOf(
  api: ApiClient,
  members: string[],
  method: string,
  path: (attendeeId: string) => string,
  body?: (attendeeId: string) => unknown,
): BurstRequest[] {
  return members.map((attendeeId) => ({
    url: api.baseUrl + path(attendeeId),
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
    body: body ? JSON.stringify(body(attendeeId)) : undefined,
  }));
}

/** Every member books the rush's appointment at once with the scenario's first target. */
export function rushBookings(api: ApiClient, scenario: Scenario, members: string[], appointmentId: string) {
  const target = scenario.targets[0]!;
  const body = JSON.stringify(target.body);
  return burst(
    requestsOf(
      api,
      members,
      target.method,
      () => target.path,
      (attendeeId) => JSON.parse(body.replace('{{attendeeId}}', attendeeId).replace('{{appointmentId}}', appointmentId)),
    ),
  );
}
