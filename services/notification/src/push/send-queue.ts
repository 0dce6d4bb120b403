import type { Logger } from '@takt/kit';
import type { PushOutcome, PushTarget } from './sender.ts';

/** One encrypted push to one browser subscription. */
export interface PushJob {
  /** The subscription's company: the queue runs outside any request, so the job names its tenant. */
  companyId: string;
  subscriptionId: string;
  target: PushTarget;
  payload: string;
}

export interface SendQueueOptions {
  /** At most this many pushes in flight per process. */
  concurrency: number;
  /** Sends once; the queue retries what answers 'failed'. */
  deliver: (job: PushJob) => Promise<PushOutcome>;
  /** The push service no longer knows these subscriptions (404/410). */
  onGone: (job: PushJob) => Promise<void>;
  log: Logger;
  /** Pauses before the second, third, … attempt of a failed push. */
  retryDelaysMs?: readonly number[];
}

export interface SendQueue {
  enqueue(jobs: readonly PushJob[]): void;
  /** Resolves once nothing is queued or in flight (tests and the benchmark wait on it). */
  idle(): Promise<void>;
  stats(): { sent: number; gone: number; failed: number; pending: number };
}

/**
 * Pushes of a burst (a news to 10,000 members) go through one queue per process with a bound on
 * the requests in flight, so a burst neither opens thousands of sockets at once nor drops pushes
 * the push service refused for a moment: a failed push is tried again after a growing pause, and
 * given up (logged, counted) after the last. The bell message is stored before; the push only
 * rings it. Held in memory: a process that stops drops what it had not sent (decision 0058).
 */
export function createSendQueue(options: SendQueueOptions): SendQueue {
  const delays = options.retryDelaysMs ?? [500, 2_000, 8_000];
  const waiting: { job: PushJob; attempt: number }[] = [];
  let inFlight = 0;
  let sleeping = 0;
  const counts = { sent: 0, gone: 0, failed: 0 };
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (waiting.length || inFlight || sleeping) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
  };

  const pump = () => {
    while (inFlight < options.concurrency && waiting.length) {
      const item = waiting.shift()!;
      inFlight++;
      void run(item.job, item.attempt).finally(() => {
        inFlight--;
        pump();
        settleIdle();
      });
    }
  };

  const run = async (job: PushJob, attempt: number) => {
    const outcome = await options.deliver(job).catch((): PushOutcome => 'failed');
    if (outcome === 'sent') counts.sent++;
    else if (outcome === 'gone') {
      counts.gone++;
      await options.onGone(job).catch((err: unknown) => options.log.warn({ err }, 'marking a push subscription gone failed'));
    } else if (attempt < delays.length) {
      sleeping++;
      setTimeout(() => {
        sleeping--;
        waiting.push({ job, attempt: attempt + 1 });
        pump();
      }, delays[attempt]).unref();
    } else {
      counts.failed++;
      options.log.warn({ subscriptionId: job.subscriptionId, attempts: attempt + 1 }, 'web push given up after retries');
    }
  };

  return {
    enqueue(jobs) {
      for (const job of jobs) waiting.push({ job, attempt: 0 });
      pump();
    },
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      }),
    stats: () => ({ ...counts, pending: waiting.length + inFlight + sleeping }),
  };
}
