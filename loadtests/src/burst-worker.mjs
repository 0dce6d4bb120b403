// The rush's client in its own thread: every request of the burst sent at the same moment, timed
// here, so that the client's own work does not queue on the event loop of the system it measures.
// Plain JavaScript: tsx's loader does not reach worker threads on Node 20.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { requests } = workerData;
const latencies = [];
const statuses = {};
const started = performance.now();
await Promise.all(
  requests.map(async (r) => {
    const t0 = performance.now();
    const res = await fetch(r.url, { method: r.method, headers: r.headers, body: r.body });
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }),
);
parentPort.postMessage({ latencies, statuses, seconds: (performance.now() - started) / 1000 });
