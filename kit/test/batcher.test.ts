import { describe, expect, it } from 'vitest';
import { KeyedBatcher, outcomeOf } from '../src/batcher.ts';

const tick = () => new Promise((r) => setImmediate(r));

describe('KeyedBatcher: concurrent calls of one key run together', () => {
  it('runs the calls of one turn as one batch, and those arriving meanwhile as the next, in arrival order', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    const batcher = new KeyedBatcher<number, number>(async (_, items) => {
      batches.push(items);
      if (batches.length === 1) await first;
      return items.map((i) => ({ value: i * 10 }));
    });
    const a = [batcher.submit('k', 1), batcher.submit('k', 2)];
    await tick();
    const b = [batcher.submit('k', 3), batcher.submit('k', 4), batcher.submit('k', 5)];
    release();
    expect(await Promise.all([...a, ...b])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('keeps keys apart and caps a batch', async () => {
    const batches: string[] = [];
    const batcher = new KeyedBatcher<number, number>(async (key, items) => {
      batches.push(`${key}:${items.join(',')}`);
      return items.map((value) => ({ value }));
    }, 2);
    await Promise.all([batcher.submit('a', 1), batcher.submit('b', 2), batcher.submit('a', 3), batcher.submit('a', 4)]);
    expect(batches.sort()).toEqual(['a:1,3', 'a:4', 'b:2']);
  });

  it("answers each call with its own outcome, and a failed batch's error to each of its calls", async () => {
    const batcher = new KeyedBatcher<number, number>(async (_, items) => {
      if (items.includes(0)) throw new Error('batch failed');
      return Promise.all(items.map((i) => outcomeOf(i % 2 ? Promise.resolve(i) : Promise.reject(new Error(`even ${i}`)))));
    });
    const settled = await Promise.allSettled([batcher.submit('k', 1), batcher.submit('k', 2)]);
    expect(settled).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('even 2') },
    ]);
    await expect(batcher.submit('k', 0)).rejects.toThrow('batch failed');
    // The key is usable again after a failed batch.
    await expect(batcher.submit('k', 3)).resolves.toBe(3);
  });

  it('lets the batch after a busy one wait its linger for calls that trickle in; a quiet key runs at once', async () => {
    const batches: number[][] = [];
    const batcher = new KeyedBatcher<number, number>(
      async (_, items) => {
        batches.push(items);
        await new Promise((r) => setTimeout(r, 30));
        return items.map((value) => ({ value }));
      },
      64,
      100,
    );
    const started = Date.now();
    await batcher.submit('k', 1);
    expect(Date.now() - started).toBeLessThan(80);
    const calls = [batcher.submit('k', 2)];
    // One by one: 3 while [2] runs, 4 and 5 while the next batch lingers (without it: [3], [4], [5]).
    for (const [i, after] of [
      [3, 10],
      [4, 40],
      [5, 20],
    ]) {
      await new Promise((r) => setTimeout(r, after));
      calls.push(batcher.submit('k', i!));
    }
    await Promise.all(calls);
    expect(batches).toEqual([[1], [2], [3, 4, 5]]);
  });
});
