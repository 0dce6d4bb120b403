import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asTenant } from '../src/context.ts';
import { literalSql } from '../src/db/atomic.ts';
import { useNoteDb } from './fixture/note-db.ts';

const a = randomUUID();
const b = randomUUID();
const fx = useNoteDb('atomic');

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
    const [rows] = await asTenant(a, () => fx.db.atomic(insert(id, nasty)));
    expect(rows).toEqual([{ id, companyId: a, text: nasty }]);
    const stored = await asTenant(a, () => fx.db.tx((tx) => tx.note.findUnique({ where: { id } })));
    expect(stored?.text).toBe(nasty);
  });

  it("sees only the tenant's rows (RLS), and answers each statement's rows", async () => {
    const mine = randomUUID();
    await asTenant(b, () => fx.db.atomic(insert(mine, 'of B')));
    const [ofB, count] = await asTenant(b, () =>
      fx.db.atomic(literalSql`SELECT text FROM note WHERE id = ${mine}::uuid; SELECT count(*)::int AS n, current_date AS today FROM note`),
    );
    expect(ofB).toEqual([{ text: 'of B' }]);
    expect(count![0]!.n).toBe(1);
    // A date as Prisma answers it: midnight UTC.
    expect((count![0]!.today as Date).toISOString()).toMatch(/T00:00:00\.000Z$/);
    const [seenByA] = await asTenant(a, () => fx.db.atomic(literalSql`SELECT text FROM note WHERE id = ${mine}::uuid`));
    expect(seenByA).toEqual([]);
  });

  it('writes nothing when a later statement fails', async () => {
    const id = randomUUID();
    await expect(asTenant(a, () => fx.db.atomic({ text: `${insert(id, 'kept?').text}; SELECT 1 / 0` }))).rejects.toThrow(
      /division by zero/,
    );
    expect(await asTenant(a, () => fx.db.tx((tx) => tx.note.findUnique({ where: { id } })))).toBeNull();
  });
});

describe('db.systemHeld: a transaction held around work of this process, in two round trips', () => {
  const count = (text: string) =>
    fx.db.system(async (tx) => (await tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM note WHERE text = ${text}`)[0]!.n);

  it("commits the work's statement with the rows the first one locked, across tenants", async () => {
    const [x, y] = [randomUUID(), randomUUID()];
    const text = `held ${randomUUID()}`;
    await asTenant(a, () => fx.db.atomic(insert(x, text)));
    await asTenant(b, () => fx.db.atomic(insert(y, text)));
    const seen = await fx.db.systemHeld(
      literalSql`SELECT id::text FROM note WHERE text = ${text} ORDER BY id FOR UPDATE`,
      async (rows) => ({
        then: literalSql`UPDATE note SET text = ${`${text} done`} WHERE text = ${text}`,
        answer: rows.map((r) => r.id),
      }),
    );
    expect(seen).toEqual([x, y].sort());
    expect(await count(`${text} done`)).toBe(2);
  });

  it('rolls back when the work throws or a statement fails, and the connection serves the next call', async () => {
    const text = `held ${randomUUID()}`;
    await asTenant(a, () => fx.db.atomic(insert(randomUUID(), text)));
    const first = literalSql`SELECT id FROM note WHERE text = ${text} FOR UPDATE`;
    await expect(
      fx.db.systemHeld(first, async () => {
        throw new Error('the bus is down');
      }),
    ).rejects.toThrow('the bus is down');
    await expect(
      fx.db.systemHeld(first, async () => ({ then: literalSql`UPDATE note SET text = ${'x'} WHERE no_such_column`, answer: 0 })),
    ).rejects.toThrow(/no_such_column/);
    await expect(fx.db.systemHeld(literalSql`SELECT no_such_column FROM note`, async () => ({ answer: 0 }))).rejects.toThrow(
      /no_such_column/,
    );
    // Every pooled connection is usable and the row was never changed nor left locked.
    for (let i = 0; i < 12; i++) {
      expect(
        await fx.db.systemHeld(literalSql`SELECT id FROM note WHERE text = ${text} FOR UPDATE NOWAIT`, async (rows) => ({
          answer: rows.length,
        })),
      ).toBe(1);
    }
  });
});
