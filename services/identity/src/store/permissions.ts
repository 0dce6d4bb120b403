import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import { defaultPermissions, normalizePermissions, rolesOf, type PermissionSet } from '@takt/proto';
import type { Client } from './client.ts';

interface UserRef {
  id: string;
  authorities: string[];
}

/** The permission set a user's tokens carry: the stored set, or the role defaults while none is stored. */
export async function permissionsOf(tx: TxClient<Client>, user: UserRef): Promise<PermissionSet> {
  return (await permissionSetOf(tx, user)).flags;
}

/** The stored row (id) and its flags, read through the parsing rule; id null means role defaults. */
export async function permissionSetOf(tx: TxClient<Client>, user: UserRef): Promise<{ id: string | null; flags: PermissionSet }> {
  const stored = await tx.userPermissionSet.findUnique({ where: { applicationUserId: user.id } });
  if (!stored) return { id: null, flags: defaultPermissions(rolesOf(user.authorities)) };
  return { id: stored.id, flags: normalizePermissions(stored.flags as Partial<PermissionSet>) };
}

/** Stores a set for a user, always through normalizePermissions (CreateDelete/Edit need their View). */
export async function storePermissions(
  tx: TxClient<Client>,
  userId: string,
  input: Partial<PermissionSet>,
): Promise<{ id: string; flags: PermissionSet }> {
  const flags = normalizePermissions(input);
  const row = await tx.userPermissionSet.upsert({
    where: { applicationUserId: userId },
    create: { id: randomUUID(), applicationUserId: userId, flags },
    update: { flags, updatedDate: new Date() },
  });
  return { id: row.id, flags };
}

/** The user a stored permission set belongs to, if the id names one. */
export async function ownerOfPermissionSet(tx: TxClient<Client>, id: string): Promise<string | null> {
  const stored = await tx.userPermissionSet.findFirst({ where: { id }, select: { applicationUserId: true } });
  return stored?.applicationUserId ?? null;
}
