// The rush's client in its own thread: every request of the burst sent at the same moment, timed
// here, so that the client's own work does not queue on the event loop of the system it measures.
// Plain JavaScript: tsx's loader does not reach worker threads on Node 20.
//
// Each request is written as prepared HTTP/1.1 text on a socket of its own ("Connection: close")
// and timed to the server's close. fetch cost about 2 ms of CPU per request on the shared 2-core
// machine (14 % of the machine in a rush), which a load generator in Go or C (k6, wrk) does not
// take from the system it measures; this costs a small part of that.
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { requests } = workerData;

/** The request as bytes on the wire. */
function wire(r) {
  const url = new URL(r.url);
  const body = r.body === undefined ? undefined : Buffer.from(r.body);
  const headers = { host: url.host, ...r.headers, connection: 'close', ...(body ? { 'content-length': String(body.length) } : {}) };
  const head = `${r.method} ${url.pathname}${url.search} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
  return { port: Number(url.port), host: url.hostname, bytes: body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head) };
}

/** Sends one prepared request; answers its status (0 when the connection failed) when the server has closed. */
function send({ host, port, bytes }) {
  return new Promise((resolve) => {
    let first;
    const socket = connect({ host, port, noDelay: true }, () => socket.write(bytes));
    socket.on('data', (chunk) => (first ??= chunk));
    socket.on('error', () => resolve(0));
    socket.on('close', () => resolve(first ? Number(first.toString('latin1', 9, 12)) : 0));
  });
}

const prepared = requests.map(wire);
const latencies = [];
const statuses = {};
const started = performance.now();
await Promise.all(
  prepared.map(async (r) => {
    const t0 = performance.now();
    const status = await send(r);
    latencies.push(performance.now() - t0);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }),
);
parentPort.postMessage({ latencies, statuses, seconds: (performance.now() - started) / 1000 });
