import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asSystem, asTenant, currentCompanyId } from '../src/context.ts';
import { rawSql } from '../src/db/raw-sql.ts';
import { beginWithSettings } from '../src/db/tenant-begin.ts';
import { scopeArgs, type Db } from '../src/db/tenant-db.ts';
import { createTestEnv, type TestEnv } from '../src/testing/index.ts';
import { noteDb, type NoteClient } from './fixture/note-db.ts';

const raw = rawSql;

let env: TestEnv;
let db: Db<NoteClient>;
const a = randomUUID();
const b = randomUUID();
let noteOfA: string;
beforeAll(async () => {
  env = await createTestEnv('tenancy');
  ({ db } = await noteDb(env.config));
  noteOfA = (await asTenant(a, () => db.tx((tx) => tx.note.create({ data: { text: 'of A' } })))).id;
  await asTenant(b, () => db.tx((tx) => tx.note.create({ data: { text: 'of B' } })));
});
afterAll(async () => {
  await db?.close();
  await env?.dispose();
});

describe('tenancy: query scoping', () => {
  it('stamps the tenant on writes and reads only its rows', async () => {
    const seen = await asTenant(a, () => db.tx((tx) => tx.note.findMany()));
    expect(seen.map((n) => [n.text, n.companyId])).toEqual([['of A', a]]);
    expect(await asTenant(b, () => db.tx((tx) => tx.note.count()))).toBe(1);
  });

  it("cannot find, change or delete another company's row by its id", async () => {
    await asTenant(b, () =>
      db.tx(async (tx) => {
        expect(await tx.note.findUnique({ where: { id: noteOfA } })).toBeNull();
        expect((await tx.note.updateMany({ where: { id: noteOfA }, data: { text: 'taken' } })).count).toBe(0);
        expect((await tx.note.deleteMany({ where: { id: noteOfA } })).count).toBe(0);
        await expect(tx.note.update({ where: { id: noteOfA }, data: { text: 'taken' } })).rejects.toThrow();
      }),
    );
    expect((await asTenant(a, () => db.tx((tx) => tx.note.findUnique({ where: { id: noteOfA } }))))?.text).toBe('of A');
  });

  it('adds the tenant to where, data and upsert create of every operation', () => {
    expect(scopeArgs('findMany', { where: { text: 'x' } }, a)).toEqual({ where: { text: 'x', companyId: a } });
    expect(scopeArgs('create', { data: { text: 'x' } }, a)).toEqual({ data: { text: 'x', companyId: a } });
    expect(scopeArgs('createMany', { data: [{ text: 'x' }, { text: 'y' }] }, a)).toEqual({
      data: [
        { text: 'x', companyId: a },
        { text: 'y', companyId: a },
      ],
    });
    expect(scopeArgs('upsert', { where: { id: 'i' }, create: { text: 'x' }, update: {} }, a)).toEqual({
      where: { id: 'i', companyId: a },
      create: { text: 'x', companyId: a },
      update: {},
    });
    // A caller-supplied companyId cannot widen the scope.
    expect(scopeArgs('findFirst', { where: { companyId: b } }, a)).toEqual({ where: { companyId: a } });
  });
});

describe('tenancy: row-level security under raw SQL', () => {
  it("hides another company's rows from raw queries", async () => {
    const rows = await asTenant(b, () => db.tx((tx) => raw(tx).$queryRaw<{ text: string }[]>`SELECT text FROM note`));
    expect(rows.map((r) => r.text)).toEqual(['of B']);
  });

  it("refuses a raw insert or update into another company's rows", async () => {
    await expect(
      asTenant(b, () =>
        db.tx((tx) => raw(tx).$executeRaw`INSERT INTO note (id, company_id, text) VALUES (${randomUUID()}::uuid, ${a}::uuid, 'planted')`),
      ),
    ).rejects.toThrow(/row-level security/);
    const changed = await asTenant(b, () => db.tx((tx) => raw(tx).$executeRaw`UPDATE note SET text = 'taken' WHERE id = ${noteOfA}::uuid`));
    expect(changed).toBe(0);
  });

  it('shows nothing to a transaction without a tenant, everything to system work', async () => {
    const none = await asSystem(() => db.tx((tx) => raw(tx).$queryRaw<unknown[]>`SELECT * FROM note`));
    expect(none).toEqual([]);
    const all = await db.system((tx) => raw(tx).$queryRaw<{ company_id: string }[]>`SELECT company_id::text FROM note`);
    expect(new Set(all.map((r) => r.company_id))).toEqual(new Set([a, b]));
  });
});

describe('tenancy: context', () => {
  it('restores the outer tenant after a nested one and keeps none in system work', () => {
    asTenant(a, () => {
      expect(asTenant(b, () => currentCompanyId())).toBe(b);
      expect(currentCompanyId()).toBe(a);
      expect(asSystem(() => currentCompanyId())).toBeUndefined();
    });
    expect(currentCompanyId()).toBeUndefined();
  });
});

describe('tenancy: the settings ride on BEGIN', () => {
  const settingsOf = (tx: unknown) =>
    raw(tx).$queryRaw<{ company: string; bypass: string }[]>`
      SELECT current_setting('app.company_id') AS company, current_setting('app.bypass_rls') AS bypass`.then((r) => r[0]);

  it('gives each of many concurrent transactions its own tenant, and system work the bypass', async () => {
    const seen = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const tenant = i % 2 ? a : b;
        return i % 5 === 0
          ? db.system((tx) => settingsOf(tx)).then((s) => [s, { company: '', bypass: 'on' }])
          : asTenant(tenant, () => db.tx((tx) => settingsOf(tx))).then((s) => [s, { company: tenant, bypass: 'off' }]);
      }),
    );
    for (const [got, want] of seen) expect(got).toEqual(want);
  });

  it('carries an isolation level on the same BEGIN, and the transaction really has it', async () => {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    const { db: fresh } = await noteDb(env.config);
    try {
      const [s, level] = await asTenant(a, () =>
        fresh.tx(
          async (tx) => [
            await settingsOf(tx),
            (await raw(tx).$queryRaw<{ l: string }[]>`SELECT current_setting('transaction_isolation') AS l`)[0]!.l,
          ],
          'RepeatableRead',
        ),
      );
      expect(s).toEqual({ company: a, bypass: 'off' });
      expect(level).toBe('repeatable read');
      const texts = spy.mock.calls.map(([c]) => (typeof c === 'string' ? c : (c as { text: string }).text));
      expect(texts.filter((t) => /BEGIN|SET TRANSACTION|set_config/.test(t))).toEqual([
        // The adapter's own SET TRANSACTION is answered by the wrapper, never sent.
        `BEGIN ISOLATION LEVEL REPEATABLE READ; SELECT set_config('app.company_id', '${a}', true), set_config('app.bypass_rls', 'off', true)`,
      ]);
    } finally {
      spy.mockRestore();
      await fresh.close();
    }
  });

  it('keeps one snapshot for the reads of a RepeatableRead transaction', async () => {
    const id = randomUUID();
    const counts = await asTenant(a, () =>
      db.tx(async (tx) => {
        const before = await tx.note.count();
        await asTenant(a, () => db.tx((other) => other.note.create({ data: { id, text: 'meanwhile' } })));
        return [before, await tx.note.count()];
      }, 'RepeatableRead'),
    );
    expect(counts[1]).toBe(counts[0]);
    await asTenant(a, () => db.tx((tx) => tx.note.delete({ where: { id } })));
  });

  it('sends BEGIN and the settings in one round trip', async () => {
    // A pool of its own, so its connections bind the spied query.
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    const { db: fresh } = await noteDb(env.config);
    try {
      await asTenant(a, () => fresh.tx((tx) => tx.note.count()));
      const texts = spy.mock.calls.map(([c]) => (typeof c === 'string' ? c : (c as { text: string }).text));
      expect(texts.filter((t) => t.startsWith('BEGIN'))).toEqual([
        `BEGIN; SELECT set_config('app.company_id', '${a}', true), set_config('app.bypass_rls', 'off', true)`,
      ]);
      expect(texts.filter((t) => t.includes('set_config') && !t.startsWith('BEGIN'))).toEqual([]);
    } finally {
      spy.mockRestore();
      await fresh.close();
    }
  });

  it('never splices anything but a UUID into the statement', () => {
    expect(beginWithSettings({ companyId: "x'); DROP TABLE note; --", bypass: false, applied: false })).toBeUndefined();
    expect(beginWithSettings({ companyId: '', bypass: true, applied: false })).toContain("'app.bypass_rls', 'on'");
  });
});
