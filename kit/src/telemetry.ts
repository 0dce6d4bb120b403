import { NodeSDK } from '@opentelemetry/sdk-node';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';

let sdk: NodeSDK | undefined;

/** Starts tracing once per process when enabled (OTEL_ENABLED); the SDK reads its exporters from the standard OTEL_* settings. */
export function startTelemetry(serviceName: string, enabled: boolean): void {
  if (sdk || !enabled) return;
  sdk = new NodeSDK({ serviceName, instrumentations: [new HttpInstrumentation()] });
  sdk.start();
}

export async function stopTelemetry(): Promise<void> {
  await sdk?.shutdown();
  sdk = undefined;
}
