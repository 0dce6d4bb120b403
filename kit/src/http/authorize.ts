import type { Caller, RouteContract } from '@takt/proto';
import { hasAnyRole, hasPermission } from '@takt/proto';
import { forbidden, unauthorized } from '../errors.ts';

/** The one access check of a contract: the gateway runs it before forwarding, the service again before its handler. */
export function authorize(contract: Pick<RouteContract, 'access' | 'permission'>, caller: Caller): void {
  if (contract.access === 'public') return;
  if (caller.kind !== 'user') throw unauthorized();
  if (contract.access !== 'authenticated' && !hasAnyRole(caller.roles, contract.access)) throw forbidden();
  if (contract.permission && !hasPermission(caller, contract.permission)) throw forbidden(`Missing permission ${contract.permission}`);
}
