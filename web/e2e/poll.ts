import { expect } from 'vitest';

/** expect.poll with a patience fit for a browser on a busy machine (bare expect.poll waits 1 s). */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });

/** A change pushed over the hub: it must show within 10 s even on a busy machine. */
export const live = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });
