import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTenant } from '../src/context.ts';
import type { Db } from '../src/db/tenant-db.ts';
import { buriedAt, bury, isBuried, type TombstoneKind } from '../src/events/tombstones.ts';
import { createTestEnv, type TestEnv } from '../src/testing/index.ts';
import { noteDb, type NoteClient } from './fixture/note-db.ts';

let env: TestEnv;
let db: Db<NoteClient>;
beforeAll(async () => {
  env = await createTestEnv('tombstones');
  ({ db } = await noteDb(env.config, 'tombstones'));
});
afterAll(async () => {
  await db?.close();
  await env?.dispose();
});

const buried = (company: string, kind: TombstoneKind, id: string) => asTenant(company, () => db.tx((tx) => isBuried(tx, kind, id)));

describe('tombstones', () => {
  it('remembers a buried id per kind and company, once however often it is buried', async () => {
    const [a, b, id] = [randomUUID(), randomUUID(), randomUUID()];
    expect(await buried(a, 'appointment', id)).toBe(false);
    await asTenant(a, () => db.tx((tx) => bury(tx, 'appointment', id)));
    await asTenant(a, () => db.tx((tx) => bury(tx, 'appointment', id)));
    expect(await buried(a, 'appointment', id)).toBe(true);
    expect(await buried(a, 'attendance', id)).toBe(false);
    // Another company neither sees it nor is kept from burying the same id.
    expect(await buried(b, 'appointment', id)).toBe(false);
    await asTenant(b, () => db.tx((tx) => bury(tx, 'appointment', id)));
    expect(await buried(b, 'appointment', id)).toBe(true);
  });

  it('goes with the transaction that buries', async () => {
    const [a, id] = [randomUUID(), randomUUID()];
    await expect(
      asTenant(a, () =>
        db.tx(async (tx) => {
          await bury(tx, 'attendance', id);
          throw new Error('handler failed');
        }),
      ),
    ).rejects.toThrow('handler failed');
    expect(await buried(a, 'attendance', id)).toBe(false);
  });

  it("keeps the latest ending event's time, for ends that can be undone", async () => {
    const [a, id] = [randomUUID(), randomUUID()];
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const since = () => asTenant(a, () => db.tx((tx) => buriedAt(tx, 'staff-user', id)));
    expect(await since()).toBeNull();
    await asTenant(a, () => db.tx((tx) => bury(tx, 'staff-user', id, at(20))));
    await asTenant(a, () => db.tx((tx) => bury(tx, 'staff-user', id, at(10))));
    expect(await since()).toEqual(at(20));
    await asTenant(a, () => db.tx((tx) => bury(tx, 'staff-user', id, at(30))));
    expect(await since()).toEqual(at(30));
  });
});
