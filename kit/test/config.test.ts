import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PRODUCTION, PRODUCTION_SETTINGS, readConfig, readSettings, SettingsError } from '../src/config.ts';

const serviceSettings = z.object({
  LINK_URL: z
    .url()
    .default('http://localhost:5173')
    .meta({ description: 'where links point', ...PRODUCTION }),
  API_KEY: z.string().meta({ description: 'no default: always required' }),
  LIMIT: z.coerce.number().int().positive().default(5),
});

const refusal = (read: () => unknown): SettingsError => {
  try {
    read();
  } catch (err) {
    if (err instanceof SettingsError) return err;
    throw err;
  }
  throw new Error('expected a SettingsError');
};
const problemsOf = (read: () => unknown): readonly string[] => refusal(read).problems;

describe('settings', () => {
  it('reads typed values with their defaults', () => {
    expect(readConfig({ READY_OUTBOX_STALL_MS: '2500' })).toMatchObject({
      READY_OUTBOX_STALL_MS: 2500,
      DATABASE_PREFIX: 'takt_',
      LOG_LEVEL: 'info',
    });
    expect(readSettings(serviceSettings, { API_KEY: 'k', LIMIT: '7' })).toEqual({
      LINK_URL: 'http://localhost:5173',
      API_KEY: 'k',
      LIMIT: 7,
    });
  });

  it("names every bad or missing setting of kit's and the service's schema in one error", () => {
    const err = refusal(() =>
      readConfig({ INTERNAL_SECRET: 'short', DATABASE_PREFIX: 'Bad-Prefix', LINK_URL: 'no url', LIMIT: '-1' }, serviceSettings),
    );
    expect(err.problems.map((p) => p.split(':')[0]).sort()).toEqual(['API_KEY', 'DATABASE_PREFIX', 'INTERNAL_SECRET', 'LIMIT', 'LINK_URL']);
    expect(err.problems).toContain('API_KEY: not set');
    expect(err.message).toMatch(/^Settings are missing or invalid:\n/);
    for (const p of err.problems) expect(err.message).toContain(`\n  - ${p}`);
  });

  it('refuses a production start without the settings that have development defaults only', () => {
    const problems = problemsOf(() =>
      readConfig({ NODE_ENV: 'production', API_KEY: 'k', DATABASE_URL: 'postgres://db/postgres' }, serviceSettings),
    );
    expect(problems).toEqual(
      expect.arrayContaining(
        [...PRODUCTION_SETTINGS.filter((s) => s !== 'DATABASE_URL'), 'LINK_URL'].map((s) => `${s}: required when NODE_ENV=production`),
      ),
    );
    expect(problems.some((p) => p.startsWith('DATABASE_URL'))).toBe(false);
    // Outside production the same settings fall back to their defaults.
    expect(() => readConfig({ API_KEY: 'k' }, serviceSettings)).not.toThrow();
  });

  it('boots in production once every required setting is given', () => {
    const given = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/postgres',
      DATABASE_APP_PASSWORD: 'pw',
      NATS_URL: 'nats://nats:4222',
    };
    const all = {
      ...given,
      REDIS_URL: 'redis://redis:6379',
      INTERNAL_SECRET: 'a-secret-of-32-characters-length',
      LINK_URL: 'https://app.example.com',
      API_KEY: 'k',
    };
    expect(readConfig(all, serviceSettings).NODE_ENV).toBe('production');
    expect(readSettings(serviceSettings, all).LINK_URL).toBe('https://app.example.com');
  });

  it('counts an empty value (FOO= in a compose file) as not given', () => {
    expect(readSettings(serviceSettings, { API_KEY: 'k', LINK_URL: '' }).LINK_URL).toBe('http://localhost:5173');
    expect(problemsOf(() => readSettings(serviceSettings, { API_KEY: '' }))).toEqual(['API_KEY: not set']);
    expect(problemsOf(() => readConfig({ NODE_ENV: 'production', REDIS_URL: '' }))).toContain(
      'REDIS_URL: required when NODE_ENV=production',
    );
  });
});
