import type { Caller, Envelope, EventDef, PayloadOf } from '@takt/proto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { SettingsSchema, SettingsSource } from '../config.ts';
import type { Db, PrismaLike } from '../db/tenant-db.ts';
import { startService, type RunningService, type ServiceDefinition } from '../http/service.ts';
import { rawSql } from '../db/raw-sql.ts';
import { createTestEnv, emitEvent, eventually, gatewayHeaders, readOutbox, redeliver, type TestEnv } from './index.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One service on a private test environment, started before and removed after the test file. */
export interface TestService<C> {
  readonly env: TestEnv;
  readonly svc: RunningService<C>;
  readonly db: Db<C>;
  /** Calls the service as the gateway would, signed for `caller` (anonymous when omitted). */
  call(method: Method, url: string, body?: unknown, caller?: Caller): Promise<LightMyRequestResponse>;
  /** Posts a multipart form (as a browser sends FormData), signed for `caller`. */
  upload(url: string, form: FormData, caller?: Caller): Promise<LightMyRequestResponse>;
  /** Puts an event of another service on the test bus. */
  emit<E extends EventDef>(def: E, companyId: string, payload: PayloadOf<E>, opts?: { occurredAt?: Date }): Promise<Envelope>;
  /**
   * Puts an event of another service on the test bus and waits until this service has handled
   * it: the entity it announces is then in the read model (e.g. a location a course refers to).
   */
  announce<E extends EventDef>(def: E, companyId: string, payload: PayloadOf<E>, opts?: { occurredAt?: Date }): Promise<Envelope>;
  redeliver(envelope: Envelope): Promise<void>;
  /** Envelopes this service has written to its outbox (for `subject`, or all), oldest first. */
  outbox(subject?: string): Promise<Envelope[]>;
}

/** Whether this service's inbox has taken the event (it commits with the handler's effect). */
async function handled(db: Db<unknown>, eventId: string): Promise<boolean> {
  const rows = await db.system(
    (tx) => rawSql(tx).$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM kit_inbox WHERE event_id = ${eventId}::uuid`,
  );
  return rows[0]!.n > 0;
}

/**
 * `settings` are the service's settings for this test file; a function when they are known only
 * once an earlier beforeAll ran (a local stand-in's address).
 */
export function useTestService<C extends PrismaLike, S extends SettingsSchema>(
  def: ServiceDefinition<C, S>,
  opts: { settings?: SettingsSource | (() => SettingsSource) } = {},
): TestService<C> {
  let env: TestEnv | undefined;
  let svc: RunningService<C> | undefined;
  beforeAll(async () => {
    env = await createTestEnv(`${def.name}-test`, typeof opts.settings === 'function' ? opts.settings() : opts.settings);
    svc = await startService(def, env);
  });
  afterAll(async () => {
    await svc?.close();
    await env?.dispose();
  });
  const need = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('test service not started yet (use it inside tests)');
    return v;
  };
  return {
    get env() {
      return need(env);
    },
    get svc() {
      return need(svc);
    },
    get db() {
      return need(svc).db;
    },
    call(method, url, body, caller = { kind: 'anonymous' }) {
      return need(svc).app.inject({ method, url, payload: body as object, headers: gatewayHeaders(need(env).config, caller, method, url) });
    },
    async upload(url, form, caller = { kind: 'anonymous' }) {
      const encoded = new Response(form);
      const payload = Buffer.from(await encoded.arrayBuffer());
      const headers = { ...gatewayHeaders(need(env).config, caller, 'POST', url), 'content-type': encoded.headers.get('content-type')! };
      return need(svc).app.inject({ method: 'POST', url, payload, headers });
    },
    emit: (d, companyId, payload, opts) => emitEvent(need(env), d, companyId, payload, opts),
    async announce(d, companyId, payload, opts) {
      const envelope = await emitEvent(need(env), d, companyId, payload, opts);
      await eventually(async () => ((await handled(need(svc).db, envelope.id)) ? true : undefined), 10_000, `${d.subject} handled`);
      return envelope;
    },
    redeliver: (envelope) => redeliver(need(env), envelope),
    outbox: (subject) => readOutbox(need(svc).db as Db<unknown>, subject),
  };
}
