import type { NodeSDK } from '@opentelemetry/sdk-node';

let starting: Promise<NodeSDK> | undefined;

/**
 * Starts tracing once per process when enabled (OTEL_ENABLED); the SDK reads its exporters from the
 * standard OTEL_* settings. Imported only then: the SDK with its exporters is about a third of a
 * process's code and would sit in every process's memory unused (docs/decisions/0050).
 */
export async function startTelemetry(serviceName: string, enabled: boolean): Promise<void> {
  if (!enabled) return;
  starting ??= Promise.all([import('@opentelemetry/sdk-node'), import('@opentelemetry/instrumentation-http')]).then(
    ([{ NodeSDK }, { HttpInstrumentation }]) => {
      const sdk = new NodeSDK({ serviceName, instrumentations: [new HttpInstrumentation()] });
      sdk.start();
      return sdk;
    },
  );
  await starting;
}

export async function stopTelemetry(): Promise<void> {
  const sdk = await starting;
  starting = undefined;
  await sdk?.shutdown();
}
