import { describe, expect, it } from 'vitest';
import { retryingTimeouts } from '../src/bus/nats-bus.ts';

const timeout = () => Object.assign(new Error('TIMEOUT'), { code: 'TIMEOUT' });

describe('JetStream API calls at start', () => {
  it('repeats a call that timed out until it answers', async () => {
    let calls = 0;
    const answer = await retryingTimeouts(async () => {
      calls++;
      if (calls < 3) throw timeout();
      return 'stream';
    });
    expect([answer, calls]).toEqual(['stream', 3]);
  });

  it('gives up after the last attempt, and never repeats another error', async () => {
    let calls = 0;
    await expect(retryingTimeouts(async () => (calls++, Promise.reject(timeout())), 4)).rejects.toThrow('TIMEOUT');
    expect(calls).toBe(4);
    calls = 0;
    await expect(retryingTimeouts(async () => (calls++, Promise.reject(new Error('no permission'))))).rejects.toThrow('no permission');
    expect(calls).toBe(1);
  });
});
