import { z } from 'zod';

/**
 * The one module that reads the process environment. Entry points read the settings here once at
 * start and hand typed values down; everything below receives them by parameter (lint refuses
 * `process.env` elsewhere).
 */

/** Where settings are read from: the process environment, or a test's own values. */
export type SettingsSource = Readonly<Record<string, string | undefined>>;
/** A service's (or the gateway's) own settings: a zod object of names, defaults and `.meta({ description })`. */
export type SettingsSchema = z.ZodObject;
/** Marks a setting whose default is for development only: a start with NODE_ENV=production refuses to boot without it. */
export const PRODUCTION = { production: true } as const;

const KitSettings = z.object({
  NODE_ENV: z
    .string()
    .default('development')
    .meta({ description: '`production` makes every setting marked "required in production" required.' }),
  LOG_LEVEL: z.string().default('info').meta({ description: 'pino level: `debug` also logs every request.' }),
  DATABASE_URL: z
    .string()
    .default('postgres://postgres@127.0.0.1:5432/postgres')
    .meta({
      description: 'Server URL of a role that may create databases and roles; each service uses its own database on it.',
      ...PRODUCTION,
    }),
  DATABASE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .default('takt_')
    .meta({ description: 'Prefix of the per-service database names (`takt_` → `takt_booking`).' }),
  DATABASE_APP_ROLE: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .default('takt_app')
    .meta({ description: 'The non-superuser role services connect as, so row-level security applies.' }),
  DATABASE_APP_PASSWORD: z
    .string()
    .default('takt_app')
    .meta({ description: 'Password of that role.', ...PRODUCTION }),
  NATS_URL: z
    .string()
    .optional()
    .meta({ description: 'NATS with JetStream; without it an in-process bus (one-process start only).', ...PRODUCTION }),
  REDIS_URL: z
    .string()
    .optional()
    .meta({ description: 'Redis; without it an in-process cache (one-process start only).', ...PRODUCTION }),
  BUS_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9]*$/)
    .default('')
    .meta({ description: 'Prefix of subjects, streams and cache keys, so test runs share the servers without meeting.' }),
  INTERNAL_SECRET: z
    .string()
    .min(16)
    .default('dev-internal-secret-change-me')
    .meta({ description: 'HMAC secret shared by gateway and services for the caller headers (at least 16 characters).', ...PRODUCTION }),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url()
    .optional()
    .meta({ description: 'Base address of an OpenTelemetry collector; when set, traces are sent there (OTLP over HTTP, JSON).' }),
  HOST: z.string().optional().meta({
    description: 'Address to listen on; default `0.0.0.0` for a process of its own, `127.0.0.1` for services inside one process.',
  }),
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .optional()
    .meta({ description: "Port to listen on; default the process's port from kit's port table (`8080` for the gateway)." }),
  READY_OUTBOX_STALL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15_000)
    .meta({ description: '`/readyz` fails once committed events could not be published for this long (ms).' }),
  TRUSTED_PROXIES: z.string().default('').meta({
    description:
      'Comma-separated addresses or CIDR ranges of the proxies in front of the gateway whose X-Forwarded-For is believed; none by default, so a client cannot choose its own address.',
  }),
});
export type KitConfig = z.infer<typeof KitSettings>;
export const KIT_SETTINGS: SettingsSchema = KitSettings;

/** Every setting kit reads; deploy files are checked against this list. */
export const SETTING_NAMES = Object.keys(KitSettings.shape) as (keyof KitConfig)[];
/** Names in `schema` that have only development defaults and must be given in production. */
export function productionSettings(schema: SettingsSchema): string[] {
  return Object.entries(schema.shape)
    .filter(([, s]) => (s as z.ZodType).meta()?.production === true)
    .map(([name]) => name);
}
/** Kit's settings that must be given in production. */
export const PRODUCTION_SETTINGS = productionSettings(KitSettings);

/** One error listing every missing or invalid setting, so an operator fixes them in one go. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Settings are missing or invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

/** The process environment (with `overrides` on top): the source entry points and test environments read settings from. */
export function settingsSource(overrides: SettingsSource = {}): SettingsSource {
  return Object.freeze({ ...process.env, ...overrides });
}

// An empty value (`FOO=` in a compose file, '' in a k8s secret) means "not set", as the defaults assume.
const given = (env: SettingsSource): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));

function problemsOf(schema: SettingsSchema, env: Record<string, string>, production: boolean): string[] {
  const problems: string[] = [];
  const parsed = schema.safeParse(env);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.');
      problems.push(`${name}: ${name in env ? issue.message : 'not set'}`);
    }
  if (production)
    for (const name of productionSettings(schema)) if (!(name in env)) problems.push(`${name}: required when NODE_ENV=production`);
  return problems;
}

/**
 * Reads kit's settings and checks every other schema given (the service's or gateway's own) from
 * the same source in one pass; throws one SettingsError naming every bad or missing setting.
 */
export function readConfig(env: SettingsSource = settingsSource(), ...schemas: (SettingsSchema | undefined)[]): KitConfig {
  const values = given(env);
  const production = values.NODE_ENV === 'production';
  const all = [KitSettings, ...schemas.filter((s) => s !== undefined)];
  const problems = [...new Set(all.flatMap((s) => problemsOf(s, values, production)))];
  if (problems.length) throw new SettingsError(problems);
  return KitSettings.parse(values);
}

/** The typed values of one schema from `env` (a service's `deps.settings`); the same checks as readConfig. */
export function readSettings<S extends SettingsSchema>(schema: S, env: SettingsSource = settingsSource()): z.infer<S> {
  const values = given(env);
  const problems = problemsOf(schema, values, values.NODE_ENV === 'production');
  if (problems.length) throw new SettingsError(problems);
  return schema.parse(values) as z.infer<S>;
}

/** One row per setting of `schema` for the settings document: name, default, meaning, production. */
export function describeSettings(schema: SettingsSchema): { name: string; default: string; meaning: string; production: boolean }[] {
  return Object.entries(schema.shape).map(([name, s]) => {
    const field = s as z.ZodType;
    const fallback = field.safeParse(undefined);
    const meta = field.meta() ?? {};
    return {
      name,
      default: fallback.success && fallback.data !== undefined ? String(fallback.data) : '',
      meaning: String(meta.description ?? ''),
      production: meta.production === true,
    };
  });
}

/** TRUSTED_PROXIES as fastify's trustProxy: false when none are configured. */
export function trustedProxies(config: Pick<KitConfig, 'TRUSTED_PROXIES'>): string[] | false {
  const list = config.TRUSTED_PROXIES.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : false;
}
