import { CLIENT_ADDRESS_HEADER } from '@takt/proto';
import type { FastifyRequest } from 'fastify';

/**
 * The client's address as the gateway saw it. Services are reached only with a signed caller,
 * so the header comes from the gateway, which sets it from the trusted proxies alone.
 */
export function clientAddress(req: FastifyRequest): string {
  const forwarded = req.headers[CLIENT_ADDRESS_HEADER];
  return typeof forwarded === 'string' && forwarded ? forwarded : req.ip;
}
