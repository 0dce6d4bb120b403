// The load generator's own thread: autocannon parses every answer, and on the server's event loop
// that parsing would be counted as the server's latency. Plain JavaScript: tsx's loader does not
// reach worker threads on Node 20.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const o = workerData;
const latencies = [];
const instance = autocannon({
  url: o.url,
  method: o.method,
  headers: o.headers,
  connections: o.connections,
  duration: o.durationSeconds,
});
instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
const r = await instance;
// Inside a worker autocannon answers unaggregated figures, so the counts come from here.
parentPort.postMessage({ latencies, errors: (r.errors ?? 0) + (r.non2xx ?? 0) });
