import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: root + filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('house rules in the lint config', () => {
  it.each([
    ["import { identityService } from '@takt/identity';", 'services/booking/src/x.ts'],
    ["import { x } from '../../billing/src/service.ts';", 'services/booking/src/x.ts'],
    ["import { startService } from '@takt/kit';", 'proto/src/x.ts'],
    ["import { x } from '@takt/booking';", 'kit/src/x.ts'],
    ["import { startService } from '@takt/kit';", 'web/src/x.ts'],
  ])('forbids %s in %s', async (code, file) => {
    expect(await ruleIds(`${code}\nexport const y = 1;\n`, file)).toContain('no-restricted-imports');
  });

  it.each([
    ["import { startService } from '@takt/kit';", 'services/booking/src/x.ts'],
    ["import { BookingEvents } from '@takt/proto';", 'services/billing/src/x.ts'],
    ["import { z } from 'zod';", 'proto/src/x.ts'],
  ])('allows %s in %s', async (code, file) => {
    expect(await ruleIds(`${code}\nexport const y = 1;\n`, file)).not.toContain('no-restricted-imports');
  });

  const handlerOf = (statements: number) =>
    `export function routes(r) {\n  r.handle(c, async ({ db }) => {\n${'    await step(db);\n'.repeat(statements)}  });\n}`;

  it.each([
    ['a model call', 'export const f = (tx) => tx.attendance.findFirst({ where: { id: 1 } });', 'services/booking/src/routes/x.ts'],
    ['a model call on db', 'export const f = (db) => db.user.findMany();', 'services/membership/src/routes/x.ts'],
    ['a model call', 'export const f = (tx) => tx.location.create({ data: {} });', 'services/identity/src/routes/x.ts'],
    ['publishing', 'export const f = (tx) => publishEvent(tx, E, {});', 'services/identity/src/store/x.ts'],
    ['raw SQL', 'export const f = (tx) => tx.$queryRaw`SELECT 1`;', 'services/booking/src/routes/x.ts'],
    ['a transaction', 'export const f = (db) => db.tx(async (t) => t);', 'services/booking/src/routes/x.ts'],
    ['publishing', 'export const f = (tx) => publishEvent(tx, E, {});', 'services/booking/src/routes/x.ts'],
    ['publishing', 'export const f = (tx) => publishEvent(tx, E, {});', 'services/booking/src/store/x.ts'],
    ['publishing', 'export const f = (tx) => publishEvent(tx, E, {});', 'services/booking/src/operations/x.ts'],
    ['a model call', 'export const f = (tx) => tx.appointmentView.upsert({});', 'services/booking/src/events/x.ts'],
    ['a model call', 'export const f = (tx) => tx.user.findFirst({ where: { id: 1 } });', 'services/identity/src/operations/x.ts'],
    ['raw SQL', 'export const f = (tx) => tx.$executeRaw`SELECT 1`;', 'services/statistics/src/operations/x.ts'],
  ])('forbids %s in %s', async (_what, code, file) => {
    expect(await ruleIds(code, file)).toContain('no-restricted-syntax');
  });

  it.each([
    ['a model call', 'export const f = (tx) => tx.attendance.findFirst({ where: { id: 1 } });', 'services/booking/src/store/x.ts'],
    ['publishing', 'export const f = (tx) => publishEvent(tx, E, {});', 'services/booking/src/events/x.ts'],
    ['a transaction', 'export const f = (db) => db.tx(async (tx) => findCourse(tx, 1));', 'services/scheduling/src/operations/x.ts'],
    [
      'calling an operation',
      'export const f = (r) => r.handle(c, ({ body, db }) => createCourse(db, body));',
      'services/booking/src/routes/x.ts',
    ],
  ])('allows %s in %s', async (_what, code, file) => {
    expect(await ruleIds(code, file)).not.toContain('no-restricted-syntax');
  });

  it.each([
    ["import { PrismaClient } from '@prisma/client';", 'services/booking/src/domain/x.ts'],
    ["import { readFile } from 'node:fs/promises';", 'services/booking/src/domain/x.ts'],
    ["import { createServer } from 'node:http';", 'services/booking/src/domain/x.ts'],
    ["import { lockUntilCommit } from '@takt/kit';", 'services/booking/src/domain/x.ts'],
    ["import Redis from 'ioredis';", 'services/booking/src/domain/x.ts'],
    ["import type { Client } from '../store/client.ts';", 'services/booking/src/domain/x.ts'],
    ["import { identityService } from '@takt/identity';", 'services/booking/src/domain/x.ts'],
    ["import { publishAttendanceBooked } from '../events/attendance-booked.ts';", 'services/booking/src/store/x.ts'],
    ["import { identityService } from '@takt/identity';", 'services/booking/src/store/x.ts'],
  ])('keeps the layers: forbids %s in %s', async (code, file) => {
    expect(await ruleIds(`${code}\nexport const y = 1;\n`, file)).toContain('no-restricted-imports');
  });

  it.each([
    ["import { AttendanceStatus } from '@takt/proto';", 'services/booking/src/domain/x.ts'],
    ["import { dayOf } from './calendar-date.ts';", 'services/scheduling/src/domain/x.ts'],
    ["import type { AuditPayload } from '@takt/proto/events/audit';", 'services/identity/src/store/x.ts'],
    ["import { publishAttendanceBooked } from '../events/attendance-booked.ts';", 'services/booking/src/operations/x.ts'],
  ])('keeps the layers: allows %s in %s', async (code, file) => {
    expect(await ruleIds(`${code}\nexport const y = 1;\n`, file)).not.toContain('no-restricted-imports');
  });

  it('refuses a route handler of more than five statements, nested callbacks included', async () => {
    expect(await ruleIds(handlerOf(6), 'services/booking/src/routes/x.ts')).toContain('takt/short-handlers');
    expect(await ruleIds(handlerOf(5), 'services/booking/src/routes/x.ts')).not.toContain('takt/short-handlers');
    const nested = `export const f = (r) => r.handle(c, ({ db }) => run(db, async () => {\n${'  await step();\n'.repeat(5)}}));`;
    expect(await ruleIds(nested, 'services/booking/src/routes/x.ts')).toContain('takt/short-handlers');
  });

  it('refuses a consumer of more than five statements', async () => {
    const consumer = `export const c = () => on(E, async (tx, p) => {\n${'  await step(tx, p);\n'.repeat(6)}});`;
    expect(await ruleIds(consumer, 'services/billing/src/events/x.ts')).toContain('takt/short-handlers');
  });

  it.each([
    ['a setting', 'export const dir = process.env.MAILBOX_DIR;', 'services/notification/src/mail/x.ts'],
    ['a computed setting', 'export const url = (s) => process.env[`${s}_URL`];', 'gateway/src/x.ts'],
    ['the environment', "export const e = process['env'];", 'kit/src/logger.ts'],
    ['a destructured environment', 'const { env } = process;\nexport const e = env;', 'kit/src/http/process.ts'],
    ['a setting in a test', 'process.env.MAILBOX_DIR = "/tmp/x";', 'services/notification/test/x.test.ts'],
    ['a setting in the one-process start', 'export const p = process.env.PORT;', 'standalone/src/cli.ts'],
    [
      'the raw source below the entry point',
      "import { settingsSource } from '@takt/kit';\nexport const s = settingsSource();",
      'services/identity/src/routes/x.ts',
    ],
    [
      'the raw source below the entry point',
      "import { settingsSource } from '@takt/kit';\nexport const s = settingsSource();",
      'gateway/src/app.ts',
    ],
  ])('refuses %s: %s in %s', async (_what, code, file) => {
    expect(await ruleIds(code, file)).toContain('takt/settings-at-start');
  });

  it.each([
    ['the config module', 'export const read = () => ({ ...process.env });', 'kit/src/config.ts'],
    ['an entry point', "import { settingsSource } from '@takt/kit';\nexport const s = settingsSource();", 'gateway/src/main.ts'],
    [
      'the test environment',
      "import { settingsSource } from '../config.ts';\nexport const s = settingsSource();",
      'kit/src/testing/index.ts',
    ],
    ['a typed setting', 'export const dir = (settings) => settings.MAILBOX_DIR;', 'services/notification/src/mail/x.ts'],
    ['process itself', "process.once('SIGTERM', () => process.exit(0));", 'gateway/src/main.ts'],
  ])('allows %s: %s in %s', async (_what, code, file) => {
    expect(await ruleIds(code, file)).not.toContain('takt/settings-at-start');
  });
});
