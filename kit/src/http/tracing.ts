import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { settleSpan } from '../events/trace.ts';
import { routeLabel } from '../metrics.ts';
import { tracingOn } from '../telemetry.ts';

// Asked for at each use: a tracer kept from before a stop and a new start of tracing in the same
// process would still feed the stopped provider.
const tracer = () => trace.getTracer('takt-kit');
const SPAN = Symbol('traceSpan');
type Traced = FastifyRequest & { [SPAN]?: Span };

/**
 * A server span per request, continuing the caller's trace (the gateway's `traceparent` header),
 * active while the request is handled: the outbox copies it into the events it writes, so the
 * consumers' spans join the same trace. Installed only while tracing is on.
 */
export function traceRequests(app: FastifyInstance, processName: string): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer().startSpan(
      `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': req.method, 'url.path': req.url.split('?')[0], 'takt.process': processName },
      },
      parent,
    );
    (req as Traced)[SPAN] = span;
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', async (req, reply) => {
    const span = (req as Traced)[SPAN];
    if (!span) return;
    span.updateName(`${req.method} ${routeLabel(req)}`);
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}

/** Runs an outgoing call in a client span and puts its trace context into the call's headers. */
export async function withClientSpan<T>(name: string, headers: Record<string, string>, call: () => Promise<T>): Promise<T> {
  if (!tracingOn()) return call();
  const span = tracer().startSpan(name, { kind: SpanKind.CLIENT });
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return settleSpan(span, call);
}
