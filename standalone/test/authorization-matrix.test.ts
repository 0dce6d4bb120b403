import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '@takt/kit/testing';
import {
  allContracts,
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
import { EXPECTED } from './authorization-matrix.rows.ts';
import { ROLE_LIST_ROUTES } from './authorization-matrix.role-lists.ts';

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

/**
 * The probe sends ids that are not UUIDs and an empty body: an allowed role reaches the owning
 * service, which answers its own validation error (400) or the list (200). A 404 would mean the
 * route is not routed or has no handler, so no expected outcome below is 404.
 */
const concrete = (path: string) =>
  path
    .replace(/:locale/g, 'de')
    .replace(/:countryId/g, 'DE')
    .replace(/:\w+/g, 'not-a-uuid');

const LETTER: Record<string, MatrixRole> = { A: 'admin', M: 'manager', E: 'employee', T: 'trainer', a: 'attendee' };

const keyOf = (c: RouteContract) => `${c.method} ${c.path}`;
const roleGated = allContracts.filter((c) => Array.isArray(c.access));
const contractOf = new Map(roleGated.map((c) => [keyOf(c), c]));
const families = Object.keys(SCREEN_ACCESS) as ScreenFamily[];

describe('authorization matrix (spec section 2 route families × roles)', () => {
  it.each(families.flatMap((family) => ROLES.map((role) => [family, role] as const)))(
    'screen %s for %s follows the table',
    (family, role) => {
      expect(canOpenScreen([role], family)).toBe(role === 'admin' || (SCREEN_ACCESS[family] as readonly string[]).includes(role));
    },
  );

  it('lists every role-gated route exactly once, and never expects 404 or a server error', () => {
    expect(EXPECTED.map(([route]) => route).sort()).toEqual([...contractOf.keys()].sort());
    for (const [route, , status] of EXPECTED) expect([200, 400], route).toContain(status);
  });

  it.each(EXPECTED)('%s lets in %s and answers %i', async (route, allowed, status) => {
    const contract = contractOf.get(route);
    expect(contract, `${route} is not a role-gated contract`).toBeDefined();
    const letIn = [...allowed].map((l) => LETTER[l]!);
    // The list agrees with the screen and permission tables the contracts are built from.
    expect(letIn).toEqual(ROLES.filter((role) => expectedAllowed(contract!, role)));
    const path = concrete(contract!.path);
    const body = contract!.method === 'GET' || contract!.method === 'DELETE' ? undefined : {};
    for (const role of ROLES) {
      const res = await clients[role].raw(contract!.method, path, body);
      const json = (await res.json().catch(() => undefined)) as { code?: string } | undefined;
      expect(res.status, `${role} ${contract!.method} ${path} → ${JSON.stringify(json)}`).toBe(letIn.includes(role) ? status : 403);
      if (res.status >= 400) expect(typeof json?.code, `${role} ${route}: stable error code`).toBe('string');
    }
  });

  it('declares every other role-gated route through a screen family', () => {
    const unfamiliar = roleGated.filter((c) => !familyOf(c.access)).map(keyOf);
    expect(unfamiliar.sort()).toEqual([...ROLE_LIST_ROUTES].sort());
  });
});
