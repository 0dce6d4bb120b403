import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingService } from '@takt/booking';
import { createGateway, type Gateway } from '@takt/gateway';
import { asTenant, createLogger, publishEvent, rawSql, startService, type RunningService } from '@takt/kit';
import { createTestEnv, emitEvent, eventually, freePort, payloadOf, type TestEnv } from '@takt/kit/testing';
import { IdentityEvents, SchedulingEvents, SERVICES, type ServiceName } from '@takt/proto';

/**
 * A broker outage on a NATS server of the test's own (the machine's shared server stays up):
 * /readyz of a service and of the gateway answer 503 within a few seconds and 200 once it is back.
 */
const NATS_SERVER = '/usr/sbin/nats-server';
const storeDir = mkdtempSync(join(tmpdir(), 'takt-outage-'));
let port: number;
let nats: ChildProcess | undefined;
let env: TestEnv;
let booking: RunningService<unknown>;
let gateway: Gateway;

async function startNats(): Promise<void> {
  const child = spawn(NATS_SERVER, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], { stdio: 'ignore' });
  nats = child;
  // Up once it accepts connections.
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = createServer();
      s.once('error', () => resolve(true));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(false)));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('nats-server did not start');
}

async function stopNats(): Promise<void> {
  const child = nats;
  nats = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

const readyStatus = async () => ({
  booking: (await booking.app.inject({ method: 'GET', url: '/readyz' })).statusCode,
  gateway: (await gateway.app.inject({ method: 'GET', url: '/readyz' })).statusCode,
});

/** Milliseconds until both probes answer `status`. */
async function timeUntil(status: number, limitMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    const now = await readyStatus();
    if (now.booking === status && now.gateway === status) return Date.now() - start;
    if (Date.now() - start > limitMs) throw new Error(`readyz still ${JSON.stringify(now)} after ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  port = await freePort();
  await startNats();
  env = await createTestEnv('outage', { NATS_URL: `nats://127.0.0.1:${port}` });
  booking = await startService(bookingService, env, { port: 0, host: '127.0.0.1' });
  const services = Object.fromEntries(SERVICES.map((s) => [s, booking.url])) as Record<ServiceName, string>;
  gateway = await createGateway({ ...env, log: createLogger('gateway', 'silent'), services });
}, 60_000);

afterAll(async () => {
  if (!nats) await startNats().catch(() => undefined);
  await gateway?.hub.stop();
  await gateway?.app.close();
  await booking?.close();
  await env?.dispose();
  await stopNats();
  rmSync(storeDir, { recursive: true, force: true });
});

describe('readiness during a broker outage', () => {
  it('answers 503 within a few seconds of NATS going away and 200 after it is back, having lost nothing', async () => {
    expect(await readyStatus()).toEqual({ booking: 200, gateway: 200 });

    await stopNats();
    const down = await timeUntil(503, 5_000);
    // Stays down while the broker is away (no flapping back to "ready" on a stale status).
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await readyStatus()).toEqual({ booking: 503, gateway: 503 });
    const body = (await booking.app.inject({ method: 'GET', url: '/readyz' })).json();
    expect(body).toMatchObject({ db: true, bus: false });

    // An event committed during the outage waits in the outbox.
    await asTenant(randomUUID(), () =>
      booking.db.tx((tx) => publishEvent(tx, IdentityEvents.LocationCreated, { locationId: randomUUID(), name: 'during outage' })),
    );

    await startNats();
    const up = await timeUntil(200, 10_000);
    console.info(`readyz: 503 after ${down} ms without NATS, 200 again ${up} ms after restart`);

    // Nothing was lost, and the durable consumers took up their work again.
    const unsent = async () =>
      (
        await booking.db.system(
          (tx) => rawSql(tx).$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM kit_outbox WHERE sent_at IS NULL`,
        )
      )[0]!.n;
    await eventually(async () => ((await unsent()) === 0 ? true : undefined), 15_000, 'outbox drained after the outage');
    const handled = booking.stats.handled;
    const appointment = payloadOf(SchedulingEvents.AppointmentCreated, {
      date: '2026-12-03',
      timeFrom: '10:00',
      timeTill: '11:00',
      maxAttendees: 8,
      centCost: 0,
    });
    await emitEvent(env, SchedulingEvents.AppointmentCreated, randomUUID(), appointment);
    await eventually(async () => (booking.stats.handled > handled ? true : undefined), 15_000, 'booking consumes after the outage');
  }, 45_000);
});
