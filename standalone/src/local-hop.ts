import type { HopAnswer, LocalHop } from '@takt/gateway';
import type { PrismaLike, RunningService } from '@takt/kit';

/**
 * The gateway's way into the services of this process (decision 0081): each request goes to its
 * service's app as it would have arrived over the socket (path, headers, the gateway's signature,
 * the body), through the same hooks and routes, and the answer comes back whole.
 */
export function localHop(services: Iterable<RunningService<PrismaLike>>): LocalHop {
  const apps = new Map([...services].map((s) => [s.url, s.app]));
  return async ({ origin, method, path, headers, body }) => {
    const app = apps.get(origin);
    if (!app) throw new Error(`no service of this process answers at ${origin}`);
    const res = await app.inject({
      method: method as 'GET',
      url: path,
      headers,
      payload: body && Buffer.from(body.buffer, body.byteOffset, body.byteLength),
    });
    const answer: HopAnswer['headers'] = {};
    for (const [name, value] of Object.entries(res.headers))
      answer[name] = Array.isArray(value) ? value.map(String) : value === undefined ? undefined : String(value);
    return { statusCode: res.statusCode, headers: answer, body: res.rawPayload };
  };
}
