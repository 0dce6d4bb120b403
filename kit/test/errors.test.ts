import { ERRORS, ErrorCode } from '@takt/proto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppError,
  fail,
  forbidden,
  isUniqueViolation,
  notFound,
  readConfig,
  toErrorResponse,
  tooManyRequests,
  validationFailed,
} from '../src/index.ts';

describe('one error table', () => {
  it.each(Object.values(ErrorCode))('%s: fail() answers the status of the table', (code) => {
    const res = toErrorResponse(fail(code, 'why', { field: 'x' }));
    expect(res).toMatchObject({ status: ERRORS[code].status, body: { code, message: 'why', details: { field: 'x' } } });
  });

  it('gives each code its default message and the helpers their codes', () => {
    expect(fail(ErrorCode.AlreadyBooked).message).toBe(ERRORS.already_booked.message);
    expect([notFound('Course'), forbidden(), validationFailed([{ field: 'a', message: 'b' }])].map((e) => [e.status, e.code])).toEqual([
      [404, 'not_found'],
      [403, 'forbidden'],
      [400, 'validation_failed'],
    ]);
    expect(notFound('Course').message).toBe('Course not found');
    expect(toErrorResponse(tooManyRequests(7))).toMatchObject({ status: 429, headers: { 'retry-after': '7' } });
  });

  it('has no status outside 4xx/5xx and only codes in snake case', () => {
    for (const [code, { status }] of Object.entries(ERRORS)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(status >= 400 && status < 600).toBe(true);
    }
    expect(new AppError(ErrorCode.Conflict)).toBeInstanceOf(Error);
  });
});

describe('isUniqueViolation', () => {
  const client = new pg.Client({ connectionString: readConfig().DATABASE_URL });
  let violation: unknown;

  beforeAll(async () => {
    await client.connect();
    // A temporary table lives in this session only, so parallel runs never meet.
    await client.query('CREATE TEMP TABLE uv (id int PRIMARY KEY, name text)');
    await client.query('CREATE UNIQUE INDEX uv_name_unique ON uv (lower(name))');
    await client.query(`INSERT INTO uv VALUES (1, 'Anna')`);
    violation = await client.query(`INSERT INTO uv VALUES (2, 'ANNA')`).catch((err: unknown) => err);
  });
  afterAll(() => client.end());

  it('recognises a PostgreSQL unique violation and the index that raised it', () => {
    expect(isUniqueViolation(violation)).toBe(true);
    expect(isUniqueViolation(violation, 'uv_name_unique')).toBe(true);
    expect(isUniqueViolation(violation, 'uv_pkey')).toBe(false);
  });

  it('recognises the error Prisma raises through the pg adapter, also when wrapped', () => {
    const prisma = {
      code: 'P2002',
      meta: { driverAdapterError: { cause: { kind: 'UniqueConstraintViolation', constraint: { index: 'x_key' } } } },
    };
    expect(isUniqueViolation(prisma, 'x_key')).toBe(true);
    expect(isUniqueViolation(prisma, 'y_key')).toBe(false);
    expect(isUniqueViolation(new Error('outer', { cause: violation }), 'uv_name_unique')).toBe(true);
  });

  it('does not mistake other errors for one', async () => {
    const other = await client.query('SELECT 1/0').catch((err: unknown) => err);
    for (const err of [other, new Error('unique constraint'), null, undefined, 'P2002', { code: 'P2025' }])
      expect(isUniqueViolation(err)).toBe(false);
  });
});

describe('a busy database', () => {
  it('answers 503 with a retry hint, not 500, when no transaction or connection could be had in time', () => {
    const timedOut = { code: 'P2028', message: 'Transaction API error: Unable to start a transaction in the given time.' };
    const slots = Object.assign(new Error('remaining connection slots are reserved'), { code: '53300' });
    for (const err of [timedOut, { code: 'P2024' }, slots, new Error('outer', { cause: timedOut })]) {
      expect(toErrorResponse(err)).toMatchObject({ status: 503, body: { code: 'service_unavailable' }, headers: { 'retry-after': '1' } });
    }
    expect(toErrorResponse({ code: 'P2025' }).status).toBe(500);
  });
});
