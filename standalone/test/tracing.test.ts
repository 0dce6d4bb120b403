import { afterAll, describe, expect, it } from 'vitest';
import { stopTelemetry } from '@takt/kit';
import { eventually, startOtlpReceiver, type ReceivedSpan } from '@takt/kit/testing';
import { useSystem } from './use-system.ts';
import { createTenant } from './skeleton-flow.ts';

// Issue 13 item 4: with a collector set, one request is one trace from the gateway through the
// owning service and its outbox to the consumers of the event it wrote.
const collector = await startOtlpReceiver();
const booted = useSystem('tracing', { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
afterAll(async () => {
  await stopTelemetry();
  await collector.close();
});

const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;

describe('traces over OTLP', () => {
  it('follows a created location from the gateway to the consumers of its event', async () => {
    const { api } = await createTenant(booted.system.gatewayUrl);
    const location = await api.post<{ id: string }>('/api/Locations', { Name: 'Spurensaal' });
    expect(location.id).toBeTruthy();

    const edge = await eventually(async () =>
      collector.spans.find((s) => s.kind === SERVER && s.attributes['takt.process'] === 'gateway' && s.name === 'POST /api/Locations'),
    );
    const inTrace = (): ReceivedSpan[] => collector.spans.filter((s) => s.traceId === edge.traceId);
    const hop = await eventually(async () => inTrace().find((s) => s.kind === CLIENT && s.parentSpanId === edge.spanId));
    const owner = await eventually(async () => inTrace().find((s) => s.kind === SERVER && s.parentSpanId === hop.spanId));
    expect(owner.attributes).toMatchObject({ 'takt.process': 'identity', 'http.response.status_code': 200 });
    // Scheduling keeps a view of locations: its consumer's span is a child of identity's request.
    const consumed = await eventually(async () =>
      inTrace().find((s) => s.kind === CONSUMER && s.name === 'scheduling identity.location.created'),
    );
    expect(consumed.parentSpanId).toBe(owner.spanId);
  });

  it("continues a caller's trace given in traceparent", async () => {
    const res = await fetch(`${booted.system.gatewayUrl}/healthz`, {
      headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
    });
    expect(res.status).toBe(200);
    const probe = await eventually(async () =>
      collector.spans.find((s) => s.traceId === '0af7651916cd43dd8448eb211c80319c' && s.kind === SERVER),
    );
    expect(probe.parentSpanId).toBe('b7ad6b7169203331');
  });
});
