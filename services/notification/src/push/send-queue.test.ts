import { describe, expect, it } from 'vitest';
import { createLogger } from '@takt/kit';
import type { PushOutcome } from './sender.ts';
import { createSendQueue, type PushJob } from './send-queue.ts';

const job = (n: number): PushJob => ({
  companyId: 'c',
  subscriptionId: `s${n}`,
  target: { endpoint: 'e', keyP256dh: 'k', keyAuth: 'a' },
  payload: `${n}`,
});
const log = createLogger('test', 'silent');

describe('send queue', () => {
  it('keeps at most `concurrency` pushes in flight and sends every job', async () => {
    let inFlight = 0;
    let peak = 0;
    const queue = createSendQueue({
      concurrency: 4,
      log,
      onGone: async () => {},
      deliver: async () => {
        peak = Math.max(peak, ++inFlight);
        await new Promise((r) => setTimeout(r, 2));
        inFlight--;
        return 'sent';
      },
    });
    queue.enqueue(Array.from({ length: 50 }, (_, i) => job(i)));
    await queue.idle();
    expect(peak).toBe(4);
    expect(queue.stats()).toEqual({ sent: 50, gone: 0, failed: 0, pending: 0 });
  });

  it('retries a failed push, reports gone ones and gives up after the last retry', async () => {
    const attempts = new Map<string, number>();
    const gone: string[] = [];
    const answers: Record<string, PushOutcome[]> = { s1: ['failed', 'sent'], s2: ['gone'], s3: ['failed', 'failed', 'failed'] };
    const queue = createSendQueue({
      concurrency: 2,
      log,
      retryDelaysMs: [1, 1],
      onGone: async (j) => void gone.push(j.subscriptionId),
      deliver: async (j) => {
        const n = attempts.get(j.subscriptionId) ?? 0;
        attempts.set(j.subscriptionId, n + 1);
        return answers[j.subscriptionId]![n]!;
      },
    });
    queue.enqueue([job(1), job(2), job(3)]);
    await queue.idle();
    expect(Object.fromEntries(attempts)).toEqual({ s1: 2, s2: 1, s3: 3 });
    expect(gone).toEqual(['s2']);
    expect(queue.stats()).toEqual({ sent: 1, gone: 1, failed: 1, pending: 0 });
  });
});
