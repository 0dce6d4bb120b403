import autocannon from 'autocannon';
import { percentile } from './scenario.ts';

/** One target under load for a fixed time: throughput, latency percentiles and failures. */
export async function measure(o: {
  name: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: o.url,
    method: o.method as never,
    headers: o.headers,
    connections: o.connections,
    duration: o.durationSeconds,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const r = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name: o.name,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: r.errors + r.non2xx,
  };
}
