import { signCaller } from '@takt/kit';
import { defaultPermissions, grantedFlags } from '@takt/proto';
import type { Me } from './load-system.ts';
import type { Scenario } from './scenario.ts';

type Target = Scenario['targets'][number];

/**
 * Where a scenario target goes and with which headers: through the gateway with the admin's token,
 * or straight to a service signed as the gateway would sign the same admin.
 */
export function targetRequest(
  t: Target,
  o: { gatewayUrl: string; serviceUrl(name: string): string; token: string; me: Me; secret: string },
): { url: string; headers: Record<string, string> } {
  if (t.via === 'gateway') return { url: o.gatewayUrl + t.path, headers: { authorization: `Bearer ${o.token}` } };
  const caller = {
    kind: 'user' as const,
    userId: o.me.account.id,
    companyId: o.me.company.id,
    authorities: o.me.account.authorities,
    roles: ['admin' as const],
    permissions: grantedFlags(defaultPermissions(['admin'])),
  };
  return { url: o.serviceUrl(t.via) + t.path, headers: signCaller(o.secret, caller, t.method, t.path) };
}
