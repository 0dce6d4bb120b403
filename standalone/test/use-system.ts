import { afterAll, beforeAll } from 'vitest';
import type { SettingsSource } from '@takt/kit';
import { createTestEnv, type TestEnv } from '@takt/kit/testing';
import { bootSystem, type System } from '../src/system.ts';

export interface Booted {
  env: TestEnv;
  system: System;
}

/**
 * The whole system (every service and the gateway on fresh databases) for one test file: booted
 * before its tests with `settings` passed at start, closed after them. Read the fields inside
 * hooks and tests, once the boot has run.
 */
export function useSystem(name: string, settings: SettingsSource = {}, options: { webRoot?: string } = {}): Booted {
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
