import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTenant } from '../src/context.ts';
import { literalSql } from '../src/db/atomic.ts';
import type { Db } from '../src/db/tenant-db.ts';
import { createTestEnv, type TestEnv } from '../src/testing/index.ts';
import { noteDb, type NoteClient } from './fixture/note-db.ts';

let env: TestEnv;
let db: Db<NoteClient>;
const a = randomUUID();
const b = randomUUID();
beforeAll(async () => {
  env = await createTestEnv('atomic');
  ({ db } = await noteDb(env.config, 'atomic'));
});
afterAll(async () => {
  await db?.close();
  await env?.dispose();
});

const insert = (id: string, text: string) =>
  literalSql`INSERT INTO note (id, text) VALUES (${id}::uuid, ${text}) RETURNING id::text, company_id::text, text`;

describe('db.atomic: statements as one transaction in one round trip', () => {
  it('writes any text as a literal, never as SQL', () => {
    const nasty = `it's \\ a '); DROP TABLE note; --`;
    expect(literalSql`SELECT ${nasty}, ${42}, ${null}, ${true}`.text).toBe(
      `SELECT  E'it''s \\\\ a ''); DROP TABLE note; --', 42, NULL, TRUE`,
    );
    expect(() => literalSql`SELECT ${Number.NaN}`).toThrow(TypeError);
    expect(() => literalSql`SELECT ${{ a: 1 }}`).toThrow(TypeError);
  });

  it('stores a text with quotes and backslashes as it was, for the tenant, columns in camelCase', async () => {
    const id = randomUUID();
    const nasty = `it's \\ a '); DROP TABLE note; --`;
    const [rows] = await asTenant(a, () => db.atomic(insert(id, nasty)));
    expect(rows).toEqual([{ id, companyId: a, text: nasty }]);
    const stored = await asTenant(a, () => db.tx((tx) => tx.note.findUnique({ where: { id } })));
    expect(stored?.text).toBe(nasty);
  });

  it("sees only the tenant's rows (RLS), and answers each statement's rows", async () => {
    const mine = randomUUID();
    await asTenant(b, () => db.atomic(insert(mine, 'of B')));
    const [ofB, count] = await asTenant(b, () =>
      db.atomic(literalSql`SELECT text FROM note WHERE id = ${mine}::uuid; SELECT count(*)::int AS n, current_date AS today FROM note`),
    );
    expect(ofB).toEqual([{ text: 'of B' }]);
    expect(count![0]!.n).toBe(1);
    // A date as Prisma answers it: midnight UTC.
    expect((count![0]!.today as Date).toISOString()).toMatch(/T00:00:00\.000Z$/);
    const [seenByA] = await asTenant(a, () => db.atomic(literalSql`SELECT text FROM note WHERE id = ${mine}::uuid`));
    expect(seenByA).toEqual([]);
  });

  it('writes nothing when a later statement fails', async () => {
    const id = randomUUID();
    await expect(asTenant(a, () => db.atomic({ text: `${insert(id, 'kept?').text}; SELECT 1 / 0` }))).rejects.toThrow(/division by zero/);
    expect(await asTenant(a, () => db.tx((tx) => tx.note.findUnique({ where: { id } })))).toBeNull();
  });
});
