import { createGateway, gatewaySettings, type Gateway, type LocalHop } from '@takt/gateway';
import { createLogger, readSettings, type Infrastructure } from '@takt/kit';
import type { ServiceName } from '@takt/proto';

/** The standalone's gateway, on the main thread or its own (gateway-worker.ts): one way to open and close it. */
export const openGateway = (
  infra: Infrastructure,
  services: Record<ServiceName, string>,
  webRoot: string | undefined,
  hop: LocalHop,
): Promise<Gateway> =>
  createGateway({
    ...infra,
    log: createLogger('gateway', infra.config.LOG_LEVEL),
    services,
    commit: readSettings(gatewaySettings, infra.env).GIT_COMMIT,
    webRoot,
    hop,
  });

export async function closeGateway({ hub, app }: Gateway): Promise<void> {
  await hub.stop();
  await app.close();
}
