import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { Envelope } from '@takt/proto';

// Asked for at each use: a tracer kept from before a stop and a new start of tracing in the same
// process would still feed the stopped provider.
const tracer = () => trace.getTracer('takt-kit');

/** The active trace context as envelope fields; empty (and omitted) while tracing is off. */
export function currentTraceContext(): Record<string, string> | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length ? carrier : undefined;
}

/** Runs an event handler in a consumer span whose parent is the producer's trace. */
export function withEventSpan<T>(envelope: Envelope, consumer: string, fn: () => Promise<T>): Promise<T> {
  const parent = propagation.extract(ROOT_CONTEXT, envelope.trace ?? {});
  return tracer().startActiveSpan(
    `${consumer} ${envelope.subject}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.system': 'nats', 'messaging.destination.name': envelope.subject, 'messaging.message.id': envelope.id },
    },
    parent,
    (span) => settleSpan(span, fn),
  );
}

/** Runs fn and ends the span after it, marked as an error when fn throws. */
export async function settleSpan<T>(span: Span, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
    throw err;
  } finally {
    span.end();
  }
}
