import type { Router } from '@takt/kit';
import { identityUserContracts as routes } from '@takt/proto';
import { createPermissions } from '../operations/create-permissions.ts';
import { getPermissions } from '../operations/get-permissions.ts';
import { updatePermissions } from '../operations/update-permissions.ts';
import type { Client } from '../store/client.ts';

/** Permission sets per user: read own or with employeesView; written by admins and managers (the contracts). */
export function permissionRoutes(r: Router<Client>): void {
  r.handle(routes.getPermissions, ({ params, db, user }) => getPermissions(db, user, params.id));
  r.handle(routes.createPermissions, ({ body, db, user }) => createPermissions(db, user, body));
  r.handle(routes.updatePermissions, ({ params, body, db, user }) => updatePermissions(db, user, params.id, body));
}
