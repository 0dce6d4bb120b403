import { Worker } from 'node:worker_threads';
import { percentile, type Scenario } from './scenario.ts';
import { targetRequest } from './target-request.ts';
import type { Me } from './load-system.ts';

export interface MeasureOptions {
  name: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

interface WorkerAnswer {
  latencies: number[];
  errors: number;
}

/**
 * One target under load for a fixed time: throughput, latency percentiles and failures. The load
 * runs in a worker thread (the runners boot the system in this process, and a client sharing the
 * server's event loop would slow both).
 */
export async function measure(o: MeasureOptions) {
  const worker = new Worker(new URL('./measure-worker.mjs', import.meta.url), { workerData: o });
  const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`load worker ended with ${code}`)));
  });
  await worker.terminate();
  const latencies = answer.latencies.sort((a, b) => a - b);
  return {
    name: o.name,
    requests: latencies.length,
    rps: Math.round(latencies.length / o.durationSeconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: answer.errors,
  };
}

/** The first target against the second (a gateway against the service directly): throughput and latency ratios. */
export function comparison(results: Awaited<ReturnType<typeof measure>>[]): string | undefined {
  const [a, b] = results;
  if (!a || !b) return undefined;
  return `${a.name}/${b.name}: throughput ${(a.rps / b.rps).toFixed(2)}x, p50 ${(a.p50 / b.p50).toFixed(2)}x, p99 ${(a.p99 / b.p99).toFixed(2)}x`;
}

/** Every target of a scenario in turn, each for the scenario's duration. */
export async function measureTargets(
  scenario: Scenario,
  o: { gatewayUrl: string; serviceUrl(name: string): string; token: string; me: Me; secret: string },
) {
  const results = [];
  for (const t of scenario.targets) {
    const { url, headers } = targetRequest(t, o);
    results.push(
      await measure({
        name: t.name,
        url,
        method: t.method,
        headers,
        connections: t.connections ?? scenario.connections,
        durationSeconds: scenario.durationSeconds,
      }),
    );
  }
  return results;
}
