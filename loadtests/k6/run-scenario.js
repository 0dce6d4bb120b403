// k6 driver for the same scenario files as the Node runner:
//   k6 run -e SCENARIO=../scenarios/odata-list.json -e GATEWAY_URL=http://localhost:8080 \
//     -e TOKEN=<access token> -e SCHEDULING_URL=http://localhost:4002 -e INTERNAL_SECRET=... \
//     -e CALLER='{"kind":"user",...}' k6/run-scenario.js
import http from 'k6/http';
import crypto from 'k6/crypto';
import encoding from 'k6/encoding';
import { check } from 'k6';

const scenario = JSON.parse(open(__ENV.SCENARIO || '../scenarios/odata-list.json'));

export const options = {
  scenarios: Object.fromEntries(
    scenario.targets.map((t, i) => [
      t.name,
      {
        executor: 'constant-vus',
        vus: t.connections || scenario.connections,
        duration: `${scenario.durationSeconds}s`,
        startTime: `${i * (scenario.durationSeconds + 2)}s`,
        exec: 'hit',
        env: { TARGET: String(i) },
      },
    ]),
  ),
  summaryTrendStats: ['avg', 'p(50)', 'p(95)', 'p(99)'],
};

function signed(method, path) {
  const caller = encoding.b64encode(__ENV.CALLER, 'rawurl');
  const ts = String(Date.now());
  const pathOnly = path.split('?')[0].toLowerCase();
  const sig = crypto.hmac('sha256', __ENV.INTERNAL_SECRET, `${ts}\n${caller}\n${method}\n${pathOnly}`, 'base64rawurl');
  return { 'x-takt-caller': caller, 'x-takt-timestamp': ts, 'x-takt-signature': sig };
}

export function hit() {
  const t = scenario.targets[Number(__ENV.TARGET)];
  const base = t.via === 'gateway' ? __ENV.GATEWAY_URL : __ENV[`${t.via.toUpperCase()}_URL`];
  const headers = t.via === 'gateway' ? { authorization: `Bearer ${__ENV.TOKEN}` } : signed(t.method, t.path);
  const res = http.request(t.method, base + t.path, t.body ? JSON.stringify(t.body) : null, { headers, tags: { target: t.name } });
  check(res, { ok: (r) => r.status === 200 });
}
