import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { Infrastructure } from '@takt/kit';
import type { ServiceName } from '@takt/proto';
import { serveBridge } from './thread-bridge.ts';

/** What the gateway's thread is started with (all of it plain data, copied to the thread). */
export interface GatewayThreadData {
  env: Record<string, string | undefined>;
  services: Record<ServiceName, string>;
  port: number;
  host: string;
  webRoot?: string;
}

export interface GatewayThread {
  url: string;
  close(): Promise<void>;
}

/**
 * The gateway on a thread of its own, so that the standalone uses a second core: its requests'
 * HTTP, authentication and forwarding run beside the services instead of on their event loop
 * (decision 0080). Bus and cache are the main thread's, over a bridge (thread-bridge.ts).
 */
export async function startGatewayThread(infra: Infrastructure, data: Omit<GatewayThreadData, 'env'>): Promise<GatewayThread> {
  const { port1, port2 } = new MessageChannel();
  serveBridge(port1, infra.bus, infra.cache);
  const workerData: GatewayThreadData & { bridge: MessagePort } = { ...data, env: { ...infra.env }, bridge: port2 };
  const worker = new Worker(new URL('./gateway-worker.mjs', import.meta.url), { workerData, transferList: [port2] });
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', (m: { listening?: string; failed?: string }) =>
      m.listening ? resolve(m.listening) : reject(new Error(`the gateway thread did not start: ${m.failed}`)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the gateway thread exited with ${code} before it listened`)));
  });
  return {
    url,
    async close() {
      const closed = new Promise((r) => worker.once('exit', r));
      worker.postMessage('close');
      await closed;
      port1.close();
    },
  };
}
