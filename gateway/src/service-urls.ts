import { SERVICE_PORTS } from '@takt/kit';
import { SERVICES, type ServiceName } from '@takt/proto';

/** `<NAME>_URL` per service, else localhost on its port from kit's table. */
export function serviceUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<ServiceName, string> {
  return Object.fromEntries(SERVICES.map((s) => [s, env[`${s.toUpperCase()}_URL`] ?? `http://127.0.0.1:${SERVICE_PORTS[s]}`])) as Record<
    ServiceName,
    string
  >;
}
