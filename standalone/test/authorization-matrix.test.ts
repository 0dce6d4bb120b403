import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '@takt/kit/testing';
import {
  allRoutes,
  Authority,
  canOpenScreen,
  defaultPermissions,
  familyOf,
  grantedFlags,
  hasAnyRole,
  hasPermission,
  SCREEN_ACCESS,
  type RouteContract,
  type ScreenFamily,
} from '@takt/proto';
import { ApiClient } from '../src/api-client.ts';
import { bootSystem, type System } from '../src/system.ts';
import { createTenant } from './skeleton-flow.ts';

const ROLES = ['admin', 'manager', 'employee', 'trainer', 'attendee'] as const;
type MatrixRole = (typeof ROLES)[number];
const AUTHORITY: Record<MatrixRole, string> = {
  admin: Authority.Admin,
  manager: Authority.Manager,
  employee: Authority.Employee,
  trainer: Authority.Trainer,
  attendee: Authority.Attendee,
};

let env: TestEnv;
let system: System;
const clients = {} as Record<MatrixRole, ApiClient>;

beforeAll(async () => {
  env = await createTestEnv('matrix');
  system = await bootSystem(env);
  const tenant = await createTenant(system.gatewayUrl);
  clients.admin = tenant.api;
  for (const role of ROLES.filter((r) => r !== 'admin')) {
    const userName = `${role}.${randomUUID().slice(0, 6)}`;
    const password = 'Matrix#2026';
    // Members get their login through membership; here a trainer account is switched to ROLE_ATTENDEE.
    const created = await tenant.api.post<{ id: string }>('/api/Employees/de', {
      FirstName: role,
      LastName: 'Matrix',
      Email: `${userName}@example.de`,
      UserName: userName,
      Password: password,
      Active: true,
      Authorities: [role === 'attendee' ? Authority.Trainer : AUTHORITY[role]],
    });
    if (role === 'attendee') {
      await tenant.api.request('PUT', '/api/Employees/UpdateAuthorities', {
        ApplicationUserId: created.id,
        Authorities: AUTHORITY.attendee,
      });
    }
    clients[role] = new ApiClient(system.gatewayUrl);
    await clients[role].login(userName, password);
  }
}, 120_000);
afterAll(async () => {
  await system?.close();
  await env?.dispose();
});

/** What the tables say: the screen family's roles, then the permission defaults of the role. */
function expectedAllowed(contract: RouteContract, role: MatrixRole): boolean {
  if (!Array.isArray(contract.access)) return true;
  if (!hasAnyRole([role], contract.access)) return false;
  return (
    !contract.permission || hasPermission({ roles: [role], permissions: grantedFlags(defaultPermissions([role])) }, contract.permission)
  );
}

const concrete = (path: string) =>
  path
    .replace(/:locale/g, 'de')
    .replace(/:countryId/g, 'DE')
    .replace(/:\w+/g, randomUUID());

const roleGated = allRoutes.filter((c) => Array.isArray(c.access));
const families = Object.keys(SCREEN_ACCESS) as ScreenFamily[];

describe('authorization matrix (spec section 2 route families × roles)', () => {
  it.each(families.flatMap((family) => ROLES.map((role) => [family, role] as const)))(
    'screen %s for %s follows the table',
    (family, role) => {
      expect(canOpenScreen([role], family)).toBe(role === 'admin' || (SCREEN_ACCESS[family] as readonly string[]).includes(role));
    },
  );

  it.each(roleGated.map((c) => [`${c.method} ${c.path}`, familyOf(c.access) ?? 'role list', c] as const))(
    '%s (%s) answers each role as the tables say',
    async (_name, _family, contract) => {
      const path = concrete(contract.path);
      const body = contract.method === 'GET' || contract.method === 'DELETE' ? undefined : {};
      for (const role of ROLES) {
        const res = await clients[role].raw(contract.method, path, body);
        const allowed = expectedAllowed(contract, role);
        if (allowed) expect([401, 403], `${role} ${contract.method} ${path} → ${res.status}`).not.toContain(res.status);
        else expect(res.status, `${role} ${contract.method} ${path}`).toBe(403);
        await res.body?.cancel();
      }
    },
  );

  it('declares every role-gated API route through a screen family or an explicit role list', () => {
    const unfamiliar = roleGated.filter((c) => !familyOf(c.access)).map((c) => `${c.method} ${c.path}`);
    // Management-only endpoints without a screen of their own (e.g. UpdateAuthorities) use role lists.
    expect(unfamiliar.length).toBeLessThan(roleGated.length);
  });
});
