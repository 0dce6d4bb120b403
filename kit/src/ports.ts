import type { ServiceName } from '@takt/proto';

/** The one port table: services listen here in distributed mode and the gateway looks for them here. */
export const SERVICE_PORTS: Record<ServiceName, number> = {
  identity: 4001,
  scheduling: 4002,
  booking: 4003,
  membership: 4004,
  billing: 4005,
  documents: 4006,
  notification: 4007,
  statistics: 4008,
};

export const GATEWAY_PORT = 8080;
