import { randomUUID } from 'node:crypto';
import type { Caller, Envelope, EventDef, PayloadOf, Role, UserCaller } from '@takt/proto';
import { Authority, defaultPermissions, grantedFlags } from '@takt/proto';
import { NatsBus } from '../bus/index.ts';
import { z } from 'zod';
import { readSettings, settingsSource, type KitConfig, type SettingsSource } from '../config.ts';
import { signCaller } from '../http/caller-signature.ts';
import type { Infrastructure } from '../http/service.ts';
import { connectInfrastructure } from '../infrastructure.ts';
import { dropDatabasesWithPrefix } from '../db/provision.ts';
import { buildEnvelope } from '../events/outbox.ts';
import type { Db } from '../db/tenant-db.ts';
import { rawSql } from '../db/raw-sql.ts';

export { referencePath } from './reference.ts';
export { freePort } from './free-port.ts';
export { startOtlpReceiver, type ReceivedSpan } from './otlp-receiver.ts';
export { clearOfMidnight, CLEAR_OF_MIDNIGHT_MS } from './midnight.ts';

/**
 * A private environment per test file on the real servers: its own databases (prefix), its own
 * NATS subjects and streams (namespace) and Redis keys. `dispose` removes all of it.
 */
export interface TestEnv extends Infrastructure {
  dispose(): Promise<void>;
}

const TestSettings = z.object({
  TEST_DATABASE_URL: z.string().optional(),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/postgres'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  TEST_LOG_LEVEL: z.string().default('warn'),
});

/** `overrides` are settings of this test environment (a service's own, a broker address), on top of the process's. */
export async function createTestEnv(name = 'test', overrides: SettingsSource = {}): Promise<TestEnv> {
  const tag = `t${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const test = readSettings(TestSettings, settingsSource(overrides));
  const env = settingsSource({
    ...overrides,
    DATABASE_URL: test.TEST_DATABASE_URL ?? test.DATABASE_URL,
    NATS_URL: test.NATS_URL,
    REDIS_URL: test.REDIS_URL,
    DATABASE_PREFIX: `${tag}_`,
    BUS_NAMESPACE: tag,
    LOG_LEVEL: test.TEST_LOG_LEVEL,
  });
  const infra = await connectInfrastructure(name, env);
  const { config } = infra;
  return {
    ...infra,
    async dispose() {
      if (infra.bus instanceof NatsBus) await infra.bus.deleteStreams();
      await infra.bus.close();
      await infra.cache.close();
      await dropDatabasesWithPrefix(config.DATABASE_URL, config.DATABASE_PREFIX);
    },
  };
}

const AUTHORITY_OF: Record<Role, string> = {
  admin: Authority.Admin,
  manager: Authority.Manager,
  employee: Authority.Employee,
  trainer: Authority.Trainer,
  attendee: Authority.Attendee,
  interested: Authority.Interested,
};

/** A signed-in caller as the gateway would forward it. */
export function userCaller(role: Role = 'admin', companyId: string = randomUUID(), userId: string = randomUUID()): UserCaller {
  return {
    kind: 'user',
    userId,
    companyId,
    roles: [role],
    authorities: [AUTHORITY_OF[role]],
    permissions: grantedFlags(defaultPermissions([role])),
  };
}

/** Headers for calling a service directly (app.inject) as `caller`. */
export function gatewayHeaders(config: KitConfig, caller: Caller, method: string, url: string): Record<string, string> {
  return signCaller(config.INTERNAL_SECRET, caller, method, url);
}

/** Polls until check() answers a value that is not undefined, or fails after timeoutMs. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Reads one row of every model through the generated client after the SQL migrations ran:
 * a column the schema names but the migrations lack (or a type mismatch) fails here.
 */
export async function assertSchemaMatchesMigrations(
  db: import('../db/tenant-db.ts').Db<unknown>,
  modelNames: readonly string[],
): Promise<void> {
  await db.system(async (tx) => {
    for (const name of modelNames) {
      const delegate = (tx as Record<string, { findFirst(): Promise<unknown> }>)[name[0]!.toLowerCase() + name.slice(1)];
      if (!delegate) throw new Error(`no delegate for model ${name}`);
      await delegate.findFirst();
    }
  });
}

/**
 * Puts an event on the test bus as a producing service's relay would; answers the envelope so a
 * test can deliver the same event again (`redeliver`) to check idempotency.
 */
export async function emitEvent<E extends EventDef>(
  env: Infrastructure,
  def: E,
  companyId: string,
  payload: PayloadOf<E>,
  opts: { occurredAt?: Date } = {},
): Promise<Envelope> {
  const envelope = buildEnvelope(def, payload, companyId);
  // A late delivery carries the time the producer wrote it.
  if (opts.occurredAt) envelope.occurredAt = opts.occurredAt.toISOString();
  await env.bus.publish(def.subject, Buffer.from(JSON.stringify(envelope)), envelope.id);
  return envelope;
}

/** Envelopes in a service's outbox, in write order; all subjects when none is given. */
export async function readOutbox(db: Db<unknown>, subject?: string): Promise<Envelope[]> {
  const rows = await db.system(
    (tx) =>
      rawSql(tx).$queryRaw<{ envelope: Envelope }[]>`
      SELECT envelope FROM kit_outbox WHERE ${subject ?? null}::text IS NULL OR subject = ${subject ?? null} ORDER BY seq`,
  );
  return rows.map((r) => r.envelope);
}

/** Delivers an already emitted event once more under a new message id (as a broker retry would). */
export async function redeliver(env: Infrastructure, envelope: Envelope): Promise<void> {
  await env.bus.publish(envelope.subject, Buffer.from(JSON.stringify(envelope)), randomUUID());
}
export { useTestService, type TestService } from './service-harness.ts';
export { createStaffUser, signUp, signUpBody, TEST_PASSWORD, type FixtureCall, type SignedUp, type SignUpOptions } from './fixtures.ts';
export { payloadOf } from './payloads.ts';
export {
  FAKE_STRIPE_PLANS,
  parseStripeForm,
  stripeSignature,
  type FakePlan,
  type FakeStripe,
  type FakeStripeOptions,
} from './fake-stripe-wire.ts';
export { startFakeStripe } from './fake-stripe.ts';
