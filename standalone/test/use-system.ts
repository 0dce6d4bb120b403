import { afterAll, beforeAll } from 'vitest';
import { createGateway, type Gateway } from '@takt/gateway';
import { createLogger, type SettingsSource } from '@takt/kit';
import { createTestEnv, type TestEnv } from '@takt/kit/testing';
import type { ServiceName } from '@takt/proto';
import { bootSystem, type BootOptions, type System } from '../src/system.ts';

export interface Booted {
  env: TestEnv;
  system: System;
}

/**
 * The whole system (every service and the gateway on fresh databases) for one test file: booted
 * before its tests with `settings` passed at start, closed after them. Read the fields inside
 * hooks and tests, once the boot has run.
 */
export function useSystem(name: string, settings: SettingsSource = {}, options: BootOptions = {}): Booted {
  const booted = {} as Booted;
  beforeAll(async () => {
    booted.env = await createTestEnv(name, settings);
    booted.system = await bootSystem(booted.env, options);
  }, 120_000);
  afterAll(async () => {
    await booted.system?.close();
    await booted.env?.dispose();
  });
  return booted;
}

/**
 * Another gateway over the same services, with `config` on top of the system's (a second replica,
 * or one behind a trusted proxy): listening before the file's own hooks, closed after them.
 */
export function useExtraGateway(booted: Booted, config: Record<string, string> = {}): { url: string } {
  const extra = { url: '' };
  let gateway: Gateway | undefined;
  beforeAll(async () => {
    const services = Object.fromEntries([...booted.system.services].map(([name, s]) => [name, s.url])) as Record<ServiceName, string>;
    gateway = await createGateway({
      ...booted.env,
      config: { ...booted.env.config, ...config },
      log: createLogger('gateway', 'error'),
      services,
    });
    extra.url = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await gateway?.hub.stop();
    await gateway?.app.close();
  });
  return extra;
}
