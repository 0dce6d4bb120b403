import { context, propagation, trace } from '@opentelemetry/api';

let provider: { shutdown(): Promise<void> } | undefined;

/**
 * Starts tracing once per process when an OTLP endpoint is set (`OTEL_EXPORTER_OTLP_ENDPOINT`,
 * the collector's base address): spans go there as OTLP over HTTP with JSON bodies. The SDK is
 * loaded only then, so a process without tracing does not carry it in memory.
 */
export async function startTelemetry(processName: string, endpoint: string | undefined): Promise<void> {
  if (provider || !endpoint) return;
  const [{ NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const started = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': processName }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1_000 })],
  });
  // Registers the AsyncLocalStorage context manager and the W3C trace-context propagator.
  started.register();
  provider = started;
}

export const tracingOn = (): boolean => provider !== undefined;

/** Sends what is buffered and stops tracing (a process's last step, and between tests). */
export async function stopTelemetry(): Promise<void> {
  await provider?.shutdown();
  provider = undefined;
  trace.disable();
  propagation.disable();
  context.disable();
}
