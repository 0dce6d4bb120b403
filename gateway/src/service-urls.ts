import { SERVICES, type ServiceName } from '@takt/proto';

export const DEFAULT_PORTS: Record<ServiceName, number> = {
  identity: 4001,
  scheduling: 4002,
  booking: 4003,
  membership: 4004,
  billing: 4005,
  documents: 4006,
  notification: 4007,
  statistics: 4008,
};

/** `<NAME>_URL` per service, else localhost on its default port. */
export function serviceUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<ServiceName, string> {
  return Object.fromEntries(SERVICES.map((s) => [s, env[`${s.toUpperCase()}_URL`] ?? `http://127.0.0.1:${DEFAULT_PORTS[s]}`])) as Record<
    ServiceName,
    string
  >;
}
