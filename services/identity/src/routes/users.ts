import type { Router, ServiceDeps } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { employeeRoutes } from './employees.ts';
import { permissionRoutes } from './permissions.ts';
import { userAccountRoutes } from './user-account.ts';
import { userListRoutes } from './user-lists.ts';
import { userValidationRoutes } from './user-validation.ts';

/** Users (employees and trainers) and their lists, authorities, permission sets, licences and validation posts. */
export function userRoutes(r: Router<Client>, _deps: ServiceDeps<Client>): void {
  employeeRoutes(r);
  userListRoutes(r);
  userAccountRoutes(r);
  userValidationRoutes(r);
  permissionRoutes(r);
}
