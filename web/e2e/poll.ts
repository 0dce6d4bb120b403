import { expect } from 'vitest';

/** expect.poll with a patience fit for a browser on a busy machine. */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });
