/** One call's outcome in a batch: its value, or the error that call alone answers with. */
export type Outcome<O> = { value: O } | { error: unknown };

interface Waiting<I, O> {
  item: I;
  resolve(value: O): void;
  reject(err: unknown): void;
}

/**
 * Coalesces concurrent calls that share a key: the first call of a quiet key runs on the next
 * turn of the event loop with whatever arrived by then; calls arriving while a batch of the key
 * runs queue and run together as the next batch, in arrival order. A quiet key costs one turn,
 * a busy one pays the per-batch work (round trips, statement planning, a lock) once per batch
 * instead of once per call. `run` answers one outcome per item, in order; if it throws, every
 * call of the batch is rejected with that error.
 */
export class KeyedBatcher<I, O> {
  private readonly queues = new Map<string, Waiting<I, O>[]>();

  /**
   * `lingerMs`: after a batch, a next one of fewer than `maxBatch` calls waits this long for more.
   * A burst's calls often trickle in (one by one off a proxy), so without it the batches after the
   * first are small and each pays the per-batch work; a quiet key never waits.
   */
  constructor(
    private readonly run: (key: string, items: I[]) => Promise<Outcome<O>[]>,
    private readonly maxBatch = 64,
    private readonly lingerMs = 0,
  ) {}

  submit(key: string, item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      this.queues.set(key, [{ item, resolve, reject }]);
      setImmediate(() => void this.drain(key));
    });
  }

  /** Runs the key's queue batch by batch until it is empty, then forgets the key. */
  private async drain(key: string): Promise<void> {
    const queue = this.queues.get(key)!;
    for (let first = true; queue.length > 0; first = false) {
      if (!first && this.lingerMs > 0 && queue.length < this.maxBatch) await new Promise((r) => setTimeout(r, this.lingerMs));
      const batch = queue.splice(0, this.maxBatch);
      try {
        const outcomes = await this.run(
          key,
          batch.map((w) => w.item),
        );
        batch.forEach((w, i) => {
          const outcome = outcomes[i];
          if (!outcome) w.reject(new Error('the batch answered no outcome for this call'));
          else if ('error' in outcome) w.reject(outcome.error);
          else w.resolve(outcome.value);
        });
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    this.queues.delete(key);
  }
}

/** Settles a promise into an outcome (for `run`s that start a call's own work). */
export const outcomeOf = <O>(promise: Promise<O>): Promise<Outcome<O>> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
