import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { IdentityEvents } from '@takt/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEnvelope, withEventSpan } from '../src/index.ts';

const exporter = new InMemorySpanExporter();
const companyId = '6c0e37e3-e856-45ee-bd58-484b11882c67';
const payload = { locationId: '800c56e4-354d-11eb-be38-3af9d323e83c', name: 'Saal 1' };

beforeAll(() => {
  // The unit files share a process (isolate: false): a service started by an earlier file may have
  // registered its own globals, and the API refuses a second registration until they are disabled.
  trace.disable();
  propagation.disable();
  context.disable();
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
});
afterAll(() => {
  trace.disable();
  propagation.disable();
  context.disable();
});

describe('trace context across the bus', () => {
  it('carries the producing span into the consumer span', async () => {
    const producer = trace.getTracer('test').startSpan('POST /api/Locations');
    const envelope = context.with(trace.setSpan(context.active(), producer), () =>
      buildEnvelope(IdentityEvents.LocationCreated, payload, companyId),
    );
    producer.end();
    expect(envelope.trace?.traceparent).toContain(producer.spanContext().traceId);

    const seen = await withEventSpan(envelope, 'booking', async () => trace.getActiveSpan()?.spanContext().traceId);
    expect(seen).toBe(producer.spanContext().traceId);
    const consumerSpan = exporter.getFinishedSpans().find((s) => s.name === 'booking identity.location.created');
    expect(consumerSpan?.parentSpanContext?.spanId).toBe(producer.spanContext().spanId);
  });

  it('adds nothing to the envelope without an active trace', () => {
    expect(buildEnvelope(IdentityEvents.LocationCreated, payload, companyId).trace).toBeUndefined();
  });
});
