import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asTenant } from '../src/context.ts';
import { buriedAt, bury, isBuried, type TombstoneKind } from '../src/events/tombstones.ts';
import { useNoteDb } from './fixture/note-db.ts';

const fx = useNoteDb('tombstones');

const buried = (company: string, kind: TombstoneKind, id: string) => asTenant(company, () => fx.db.tx((tx) => isBuried(tx, kind, id)));

describe('tombstones', () => {
  it('remembers a buried id per kind and company, once however often it is buried', async () => {
    const [a, b, id] = [randomUUID(), randomUUID(), randomUUID()];
    expect(await buried(a, 'appointment', id)).toBe(false);
    await asTenant(a, () => fx.db.tx((tx) => bury(tx, 'appointment', id)));
    await asTenant(a, () => fx.db.tx((tx) => bury(tx, 'appointment', id)));
    expect(await buried(a, 'appointment', id)).toBe(true);
    expect(await buried(a, 'attendance', id)).toBe(false);
    // Another company neither sees it nor is kept from burying the same id.
    expect(await buried(b, 'appointment', id)).toBe(false);
    await asTenant(b, () => fx.db.tx((tx) => bury(tx, 'appointment', id)));
    expect(await buried(b, 'appointment', id)).toBe(true);
  });

  it('goes with the transaction that buries', async () => {
    const [a, id] = [randomUUID(), randomUUID()];
    await expect(
      asTenant(a, () =>
        fx.db.tx(async (tx) => {
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
    const since = () => asTenant(a, () => fx.db.tx((tx) => buriedAt(tx, 'staff-user', id)));
    expect(await since()).toBeNull();
    await asTenant(a, () => fx.db.tx((tx) => bury(tx, 'staff-user', id, at(20))));
    await asTenant(a, () => fx.db.tx((tx) => bury(tx, 'staff-user', id, at(10))));
    expect(await since()).toEqual(at(20));
    await asTenant(a, () => fx.db.tx((tx) => bury(tx, 'staff-user', id, at(30))));
    expect(await since()).toEqual(at(30));
  });
});
