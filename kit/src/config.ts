import { z } from 'zod';

const Env = z.object({
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.string().default('info'),
  /** Server URL with a role that may create databases; each service uses its own database on it. */
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/postgres'),
  /** Prefix of the per-service database names, e.g. takt_ -> takt_booking. */
  DATABASE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .default('takt_'),
  /** The non-superuser role services connect as, so row-level security applies. */
  DATABASE_APP_ROLE: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .default('takt_app'),
  DATABASE_APP_PASSWORD: z.string().default('takt_app'),
  NATS_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Prefix for subjects and streams, so test runs share a NATS server without meeting. */
  BUS_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9]*$/)
    .default(''),
  /** HMAC secret shared by gateway and services for caller headers. */
  INTERNAL_SECRET: z.string().min(16).default('dev-internal-secret-change-me'),
  OTEL_ENABLED: z.enum(['true', 'false']).default('false'),
  HOST: z.string().default('127.0.0.1'),
  /** /readyz fails once committed events could not be published for this long. */
  READY_OUTBOX_STALL_MS: z.coerce.number().int().positive().default(15_000),
  /**
   * Comma-separated addresses or CIDR ranges of the proxies in front of the gateway whose
   * X-Forwarded-For is believed; none by default, so a client cannot choose its own address.
   */
  TRUSTED_PROXIES: z.string().default(''),
});
export type KitConfig = z.infer<typeof Env>;

/** Every setting a process reads; deploy files are checked against this list. */
export const SETTING_NAMES = Object.keys(Env.shape) as (keyof KitConfig)[];
/** Settings that have only development defaults and must be given in production. */
export const PRODUCTION_SETTINGS = ['DATABASE_URL', 'DATABASE_APP_PASSWORD', 'NATS_URL', 'REDIS_URL', 'INTERNAL_SECRET'] as const;

/** TRUSTED_PROXIES as fastify's trustProxy: false when none are configured. */
export function trustedProxies(config: Pick<KitConfig, 'TRUSTED_PROXIES'>): string[] | false {
  const list = config.TRUSTED_PROXIES.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): KitConfig {
  return Env.parse(env);
}
