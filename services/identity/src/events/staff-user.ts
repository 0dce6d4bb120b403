import { publishEvent, type TxClient } from '@takt/kit';
import { IdentityEvents, rolesOf, STAFF_ROLES } from '@takt/proto';
import type { Client } from '../store/client.ts';

type StaffRow = { id: string; firstName: string; lastName: string; authorities: string[]; active: boolean; deletedDate?: Date | null };

/**
 * Other services keep a read model of staff (scheduling assigns them as trainers). A user without
 * a staff role any more, or a deleted one, is announced as deleted so the read model forgets it.
 */
export async function publishStaffUserSaved(tx: TxClient<Client>, user: StaffRow, companyId?: string): Promise<void> {
  if (user.deletedDate || !isStaff(user)) return publishStaffUserDeleted(tx, user.id, companyId);
  const { id: userId, firstName, lastName, active } = user;
  await publishEvent(
    tx,
    IdentityEvents.StaffUserSaved,
    { userId, firstName, lastName, roles: rolesOf(user.authorities), active },
    companyId,
  );
}

/** A change a member can make too (their own profile): announced only for staff. */
export async function publishIfStaff(tx: TxClient<Client>, user: StaffRow): Promise<void> {
  if (isStaff(user)) await publishStaffUserSaved(tx, user);
}

export async function publishStaffUserDeleted(tx: TxClient<Client>, userId: string, companyId?: string): Promise<void> {
  await publishEvent(tx, IdentityEvents.StaffUserDeleted, { userId }, companyId);
}

const isStaff = (user: StaffRow) => rolesOf(user.authorities).some((r) => STAFF_ROLES.includes(r));
