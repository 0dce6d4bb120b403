import type { TxClient } from '@takt/kit';
import { defaultPermissions, rolesOf, type PermissionSet } from '@takt/proto';
import type { Client } from './client.ts';

/** The permission set a user's tokens carry: the role defaults until a stored set exists. */
export async function permissionsOf(_tx: TxClient<Client>, user: { id: string; authorities: string[] }): Promise<PermissionSet> {
  return defaultPermissions(rolesOf(user.authorities));
}
