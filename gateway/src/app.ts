import fastifyWebsocket from '@fastify/websocket';
import {
  authorize,
  createHttpApp,
  labelRoute,
  ProcessMetrics,
  fail,
  signCaller,
  startTelemetry,
  traceRequests,
  tracingOn,
  trustedProxies,
  unauthorized,
  type Bus,
  type Cache,
  type Logger,
  type KitConfig,
} from '@takt/kit';
import { allContracts, bodyLimitOf, ErrorCode, type Caller, type ServiceName } from '@takt/proto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import { assertDeclaredLength } from './body-limit.ts';
import { Hub, HUB_PATH } from './hub.ts';
import { openApiDocument } from './openapi.ts';
import { forward, Upstreams, type LocalHop } from './proxy.ts';
import { enforce, ruleFor } from './rate-limit.ts';
import { RouteTable } from './route-table.ts';
import { securityHeaders } from './security-headers.ts';
import { SessionCheck } from './session-check.ts';
import { TokenVerifier } from './token-verifier.ts';
import { serveWebAssets } from './web-assets.ts';

export const API_VERSION = '0.1.0';

export interface GatewayOptions {
  config: KitConfig;
  bus: Bus;
  cache: Cache;
  log: Logger;
  services: Record<ServiceName, string>;
  /** Built web app (web/dist); served with SPA fallback when present. */
  webRoot?: string;
  /** The build's commit (GIT_COMMIT), shown by /api/info. */
  commit?: string;
  /** The services' in-process entry, when they run in this process (the standalone). */
  hop?: LocalHop;
}

export interface Gateway {
  app: FastifyInstance;
  hub: Hub;
}

/** The bearer token; in the query string only on the hub, where browsers cannot set headers on a WebSocket. */
const bearer = (req: FastifyRequest, queryAllowed: boolean): string | undefined => {
  const h = req.headers.authorization;
  if (h?.toLowerCase().startsWith('bearer ')) return h.slice(7).trim();
  const q = queryAllowed ? (req.query as Record<string, unknown> | undefined)?.access_token : undefined;
  return typeof q === 'string' ? q : undefined;
};

export async function createGateway(opts: GatewayOptions): Promise<Gateway> {
  const { config, cache, services } = opts;
  const table = new RouteTable(allContracts);
  const verifier = new TokenVerifier(async () => {
    const url = '/.well-known/jwks.json';
    const res = await fetch(services.identity + url, { headers: signCaller(config.INTERNAL_SECRET, { kind: 'anonymous' }, 'GET', url) });
    if (!res.ok) throw new Error(`JWKS fetch failed: ${res.status}`);
    return (await res.json()) as JSONWebKeySet;
  });
  const sessions = new SessionCheck(cache, opts.log);
  const hub = new Hub(opts.bus, opts.log, sessions);
  await hub.start();

  await startTelemetry('gateway', config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const app = createHttpApp(opts.log, { logRequests: config.LOG_LEVEL === 'debug', notFound: false, trustProxy: trustedProxies(config) });
  if (tracingOn()) traceRequests(app, 'gateway');
  const metrics = new ProcessMetrics('gateway');
  metrics.instrument(app);
  const upstreams = new Upstreams(opts.hop);
  for (const [name, origin] of Object.entries(services)) metrics.watchPool(name, () => upstreams.usage(origin));
  app.addHook('onClose', () => upstreams.close());
  await securityHeaders(app);
  // Bodies stream through untouched; the owning service parses and limits them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  /** The signed-in caller with the stamps their token was issued under; 401 without a current token. */
  const session = async (req: FastifyRequest, queryToken = false) => {
    const token = bearer(req, queryToken);
    if (!token) throw unauthorized();
    const verified = await verifier.verify(token);
    await sessions.assertCurrent(verified.caller, verified.issued);
    return verified;
  };
  const callerOf = async (req: FastifyRequest, required: boolean): Promise<Caller> =>
    required || bearer(req, false) ? (await session(req)).caller : { kind: 'anonymous' };

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const bus = await opts.bus.ready();
    const ok = bus && cache.ready();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'not ready', bus, cache: cache.ready() });
  });
  // Built on the first ask: turning every contract into JSON Schema takes about half a second
  // and its memory, which no start (and few processes) should pay for.
  let docs: object | undefined;
  app.get('/api/docs', async () => (docs ??= openApiDocument(table.all(), API_VERSION)));
  const sha = opts.commit ?? 'dev';
  app.get('/api/users/info', async () => ({ version: API_VERSION, commit: sha, currentUtcDate: new Date().toISOString() }));
  // The web footer's API version (spec section 7: semVer, informationalVersion, sha, shortSha).
  app.get('/api/info', async () => ({
    semVer: API_VERSION,
    informationalVersion: `${API_VERSION}+${sha.slice(0, 7)}`,
    sha,
    shortSha: sha.slice(0, 7),
  }));

  await app.register(fastifyWebsocket);
  app.post(`${HUB_PATH}/negotiate`, async (req) => {
    await session(req, true);
    return hub.negotiate();
  });
  app.get(HUB_PATH, { websocket: true }, (socket, req) => {
    // A client sends its handshake right after connecting, before the token check has resolved:
    // what arrives meanwhile is kept and handed to the hub, never dropped.
    const early: string[] = [];
    const keep = (raw: Buffer) => early.push(raw.toString());
    socket.on('message', keep);
    session(req, true).then(
      ({ caller, issued }) => {
        socket.off('message', keep);
        hub.attach(socket, caller, issued, early);
      },
      () => socket.close(4401, 'unauthorized'),
    );
  });

  const web = await serveWebAssets(app, opts.webRoot);
  const proxy = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0]!;
    const match = table.match(req.method, path);
    if (!match) {
      const page = req.method === 'GET' ? web?.fallback(path, reply) : undefined;
      if (page) return page;
      throw fail(ErrorCode.NotFound, `No route ${req.method} ${path}`);
    }
    const { contract } = match;
    labelRoute(req, contract.path);
    const maxBodyBytes = bodyLimitOf(contract);
    assertDeclaredLength(req, maxBodyBytes);
    const rule = ruleFor(contract);
    if (rule) await enforce(cache, rule, req.ip);
    const caller = await callerOf(req, contract.access !== 'public');
    authorize(contract, caller);
    return forward(upstreams, req, reply, services[contract.service], caller, config.INTERNAL_SECRET, maxBodyBytes, services.documents);
  };

  app.setNotFoundHandler(proxy);
  return { app, hub };
}
