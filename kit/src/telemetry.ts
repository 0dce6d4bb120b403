import { NodeSDK } from '@opentelemetry/sdk-node';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';

let sdk: NodeSDK | undefined;

/** Starts tracing once per process when OTEL_ENABLED=true; exporters come from the OTEL_* env. */
export function startTelemetry(serviceName: string): void {
  if (sdk || process.env.OTEL_ENABLED !== 'true') return;
  sdk = new NodeSDK({ serviceName, instrumentations: [new HttpInstrumentation()] });
  sdk.start();
}

export async function stopTelemetry(): Promise<void> {
  await sdk?.shutdown();
  sdk = undefined;
}
