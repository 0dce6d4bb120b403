import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { eventually, readOutbox, redeliver } from '@takt/kit/testing';
import { ApiClient, ApiError } from '../src/api-client.ts';
import { LOGIN_RULE } from '@takt/gateway';
import { useSystem } from './use-system.ts';
import { createTenant, runSkeletonFlow, type FlowResult } from './skeleton-flow.ts';

const booted = useSystem('e2e');
let flowRun: Promise<FlowResult> | undefined;
/** The flow runs once, in whichever test needs it first, so the tests pass in any order or alone. */
const theFlow = () => (flowRun ??= runSkeletonFlow(booted.system.gatewayUrl));
let otherTenant: ReturnType<typeof createTenant> | undefined;
const companyB = () => (otherTenant ??= createTenant(booted.system.gatewayUrl));

const status = async (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (e instanceof ApiError ? e.status : 0),
  );

// Any test may be the one that runs the flow, so each gets the flow's time.
describe('walking skeleton through the gateway (PostgreSQL, NATS JetStream, Redis)', { timeout: 90_000 }, () => {
  it('runs the whole flow across all eight services', async () => {
    await theFlow();
  });

  it("gives a user of company B 404 for company A's attendee, appointment and booking", async () => {
    const flow = await theFlow();
    const b = await companyB();
    expect(await status(b.api.get(`/api/Attendees/${flow.attendeeId}`))).toBe(404);
    expect(await status(b.api.get(`/api/Appointments/${flow.appointmentId}`))).toBe(404);
    expect(await status(b.api.get(`/api/Attendances/${flow.attendanceId}`))).toBe(404);
    // Nor can B book A's attendee onto A's appointment.
    expect(await status(b.api.post('/api/Attendances', { attendeeId: flow.attendeeId, appointmentId: flow.appointmentId }))).toBe(404);
    expect(await status(flow.tenant.api.get(`/api/Attendances/${flow.attendanceId}`))).toBe(200);
  });

  it('serves Prometheus metrics on every process: requests by route, events with their lag, the outbox, pool usage', async () => {
    await theFlow();
    const processes = [['gateway', booted.system.gatewayUrl], ...[...booted.system.services].map(([name, s]) => [name, s.url])];
    for (const [name, url] of processes) {
      await fetch(`${url}/metrics`); // counted in the next scrape: every process has a request series then
      const res = await fetch(`${url}/metrics`);
      expect(res.status, name).toBe(200);
      const text = await res.text();
      const families = new Map(parsePrometheusTextFormat(text).map((f) => [f.name, f]));
      expect(families.get('takt_http_request_duration_seconds')?.type, name).toBe('HISTOGRAM');
      // The parser folds a histogram's label sets together, so its series are read off the text.
      const counts = text.split('\n').filter((l) => l.startsWith('takt_http_request_duration_seconds_count{'));
      expect(counts.length, name).toBeGreaterThan(0);
      expect(
        counts.every((l) => l.includes(`service="${name}"`) && /route="[^"]+"/.test(l)),
        name,
      ).toBe(true);
      expect(families.get('takt_process_resident_memory_bytes')?.type, name).toBe('GAUGE');
      expect(text, name).toContain(`takt_process_resident_memory_bytes{service="${name}"}`);
      // The gateway forwards by contract: its series carry the contract's path, never 'unmatched'.
      // Pool usage: the gateway's pool per service, a service's database pool.
      const pools = families.get('takt_pool_connections')?.metrics ?? [];
      expect(families.get('takt_pool_waiting')?.type, name).toBe('GAUGE');
      if (name === 'gateway') {
        expect(counts.some((l) => l.includes('route="/api/Users/authenticate"'))).toBe(true);
        // Its JSON requests took the in-process hop (decision 0081): the HTTP pool is shown, maybe empty.
        expect(pools.some((m) => m.labels.pool === 'identity' && m.labels.state === 'open' && Number(m.value) >= 0)).toBe(true);
        continue;
      }
      expect(
        pools.some((m) => m.labels.pool === 'database' && m.labels.state === 'open' && Number(m.value) >= 1),
        name,
      ).toBe(true);
      for (const series of ['takt_outbox_backlog', 'takt_outbox_oldest_age_seconds'])
        expect(families.get(series)?.type, `${name} ${series}`).toBe('GAUGE');
    }
    // Billing turns the flow's booking into an invoice position: its events were counted and timed.
    const billing = parsePrometheusTextFormat(await (await fetch(`${booted.system.services.get('billing')!.url}/metrics`)).text());
    const handled = billing.find((f) => f.name === 'takt_events_total')!.metrics.filter((m) => m.labels.outcome === 'handled');
    expect(handled.some((m) => m.labels.subject === 'booking.attendance.confirmed' && Number(m.value) >= 1)).toBe(true);
    expect(billing.find((f) => f.name === 'takt_event_lag_seconds')?.type).toBe('HISTOGRAM');
  });

  it('answers 401 without a valid token', async () => {
    const flow = await theFlow();
    const anonymous = new ApiClient(booted.system.gatewayUrl);
    expect(await status(anonymous.get(`/api/Attendees/${flow.attendeeId}`))).toBe(401);
    expect(await status(anonymous.as('not-a-jwt').get('/odata/Appointments'))).toBe(401);
    // Flip the first signature character: its bits are all significant (the last one's are not).
    const [header, payload, sig] = flow.tenant.api.token!.split('.') as [string, string, string];
    const forged = `${header}.${payload}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect(await status(anonymous.as(forged).get('/odata/Appointments'))).toBe(401);
  });

  it('answers 400 with the stable error shape for bad input, never 500', async () => {
    const flow = await theFlow();
    const { api } = flow.tenant;
    const cases: [string, string, unknown?][] = [
      ['POST', '/api/Courses', {}],
      ['POST', '/api/Courses', { name: 'X', maxAttendees: 'viele' }],
      ['POST', '/api/Attendances', { attendeeId: 'nope', appointmentId: 42 }],
      ['GET', `/odata/Appointments?$filter=${encodeURIComponent("secret eq 'x'")}`],
      ['GET', `/odata/Appointments?$filter=${encodeURIComponent('date ge and')}`],
      ['GET', '/odata/Appointments?$orderby=nonsense%20desc'],
      ['GET', '/odata/Appointments?$top=abc'],
    ];
    for (const [method, path, body] of cases) {
      const res = await api.raw(method, path, body);
      const json = (await res.json()) as { code: string; message: string };
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(typeof json.message).toBe('string');
      expect(['validation_failed', 'odata_invalid']).toContain(json.code);
    }
    const malformed = await api.raw('POST', '/api/Courses', undefined, { 'content-type': 'application/json' });
    expect(malformed.status).toBe(400);
    const brokenJson = await fetch(`${booted.system.gatewayUrl}/api/Courses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(brokenJson.status).toBe(400);
  });

  it('answers the API version info the web footer shows', async () => {
    const info = await new ApiClient(booted.system.gatewayUrl).get<{ semVer: string; shortSha: string }>('/api/info');
    expect(info.semVer).toMatch(/^\d+\.\d+\.\d+$/);
    expect((await new ApiClient(booted.system.gatewayUrl).get<{ currentUtcDate: string }>('/api/users/info')).currentUtcDate).toMatch(/Z$/);
  });

  it('serves the OpenAPI document for every route', async () => {
    const doc = await new ApiClient(booted.system.gatewayUrl).get<{ paths: Record<string, object> }>('/api/docs');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/Attendances', '/odata/Appointments', '/api/Appointments/AddByDateTimeId']),
    );
  });

  it('limits repeated failed logins with 429 and a retry hint', async () => {
    // Uses up this address's login budget: the logins the other tests need happen first.
    await Promise.all([theFlow(), companyB()]);
    const anonymous = new ApiClient(booted.system.gatewayUrl);
    let last: Response | undefined;
    for (let i = 0; i <= LOGIN_RULE.limit; i++)
      last = await anonymous.raw('POST', '/api/Users/authenticate', { username: `nobody${i}`, password: 'wrong' });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('delivers an event held back while the relay is stopped, exactly once in effect', async () => {
    const flow = await theFlow();
    const booking = booted.system.services.get('booking')!;
    const { api } = flow.tenant;
    const positionsOf = async (appointmentId: string) =>
      (
        await api.get<{ value: unknown[] }>(
          `/odata/invoicePositions?$filter=${encodeURIComponent(`sourceAppointmentId eq ${appointmentId}`)}`,
        )
      ).value.length;
    const list = await api.get<{ value: { id: string }[] }>(
      `/odata/Appointments?$filter=${encodeURIComponent(`id ne ${flow.appointmentId} and date gt ${new Date().toISOString().slice(0, 10)}`)}&$top=50`,
    );
    const target = list.value[0]!.id;

    booking.relay.pause();
    const attendance = await api.post<{ id: string; status: number }>('/api/Attendances', {
      attendeeId: flow.attendeeId,
      appointmentId: target,
    });
    expect(attendance.status).toBe(2);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await positionsOf(target)).toBe(0);

    booking.relay.resume();
    await eventually(async () => ((await positionsOf(target)) === 1 ? true : undefined), 15_000, 'position after relay resumed');

    // The broker delivering the same event again (new message id, same event id) changes nothing.
    const row = (await readOutbox(booking.db, 'booking.attendance.confirmed')).find(
      (e) => (e.payload as { attendanceId: string }).attendanceId === attendance.id,
    );
    await redeliver(booted.env, row!);
    const billing = booted.system.services.get('billing')!;
    await eventually(async () => (billing.stats.duplicates > 0 ? true : undefined), 10_000, 'duplicate seen by billing');
    expect(await positionsOf(target)).toBe(1);
  });
});
