import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { LocalHop } from '@takt/gateway';
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

const CLOSE_MS = 10_000;

export interface GatewayThread {
  url: string;
  close(): Promise<void>;
}

/**
 * The gateway on a thread of its own, so that the standalone uses a second core: its requests'
 * HTTP, authentication and forwarding run beside the services instead of on their event loop
 * (decision 0080). Bus and cache are the main thread's, over a bridge (thread-bridge.ts). An
 * error the thread does not catch is thrown in the main thread, as it would have been there.
 */
export async function startGatewayThread(
  infra: Infrastructure,
  data: Omit<GatewayThreadData, 'env'>,
  hop: LocalHop,
): Promise<GatewayThread> {
  const { port1, port2 } = new MessageChannel();
  serveBridge(port1, infra.bus, infra.cache, hop);
  const workerData: GatewayThreadData & { bridge: MessagePort } = { ...data, env: { ...infra.env }, bridge: port2 };
  const worker = new Worker(new URL('./gateway-worker.mjs', import.meta.url), { workerData, transferList: [port2] });
  const url = await new Promise<string>((resolve, reject) => {
    const onMessage = (m: { listening?: string; failed?: string }) =>
      m.listening ? done(() => resolve(m.listening!)) : done(() => reject(new Error(`the gateway thread did not start: ${m.failed}`)));
    const onError = (err: Error) => done(() => reject(err));
    const onExit = (code: number) => done(() => reject(new Error(`the gateway thread exited with ${code} before it listened`)));
    const done = (then: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      then();
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  }).catch(async (err: Error) => {
    await worker.terminate();
    throw err;
  });
  // From here on the thread's crash is the process's, as a crash of the gateway on the main thread would be.
  worker.on('error', (err) => {
    throw err;
  });
  return {
    url,
    /** Lets the gateway finish its requests and close its connections, for 10 s at most. */
    async close() {
      const closed = new Promise((r) => worker.once('exit', r));
      worker.postMessage('close');
      const bound = setTimeout(() => void worker.terminate(), CLOSE_MS);
      await closed;
      clearTimeout(bound);
      port1.close();
    },
  };
}
