import { publishEvent, type TxClient } from '@takt/kit';
import { IdentityEvents, rolesOf, STAFF_ROLES } from '@takt/proto';
import type { Client } from '../store/client.ts';

type StaffRow = { id: string; firstName: string; lastName: string; authorities: string[]; active: boolean; deletedDate?: Date | null };

/**
 * Other services keep a read model of staff (scheduling assigns them as trainers). A user without
 * a staff role any more, or a deleted one, is announced as deleted so the read model forgets it.
 */
export async function publishStaffUserSaved(tx: TxClient<Client>, user: StaffRow): Promise<void> {
  const roles = rolesOf(user.authorities);
  if (user.deletedDate || !roles.some((r) => STAFF_ROLES.includes(r))) return publishStaffUserDeleted(tx, user.id);
  await publishEvent(tx, IdentityEvents.StaffUserSaved, {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    roles,
    active: user.active,
  });
}

export async function publishStaffUserDeleted(tx: TxClient<Client>, userId: string): Promise<void> {
  await publishEvent(tx, IdentityEvents.StaffUserDeleted, { userId });
}
