import { fail, type TxClient } from '@takt/kit';
import { Authority, ErrorCode } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { countOtherActiveAdmins, lockAdmins } from '../store/last-admin.ts';

interface AdminState {
  id: string;
  active: boolean;
  deletedDate?: Date | null;
  authorities: readonly string[];
}

/** An admin who can sign in: active, not deleted, holding ROLE_ADMIN. */
const isActiveAdmin = (u: Omit<AdminState, 'id'>): boolean => u.active && !u.deletedDate && u.authorities.includes(Authority.Admin);

/**
 * A company keeps at least one active admin: throws 409 conflict when a save would turn the last
 * one into something else (deleted, deactivated or without ROLE_ADMIN). Holds a per-company lock
 * until the transaction ends, so two saves cannot each remove one of the last two admins.
 */
export async function assertKeepsAnAdmin(
  tx: TxClient<Client>,
  companyId: string,
  before: AdminState,
  after: Omit<AdminState, 'id'>,
): Promise<void> {
  if (!isActiveAdmin(before) || isActiveAdmin(after)) return;
  await lockAdmins(tx, companyId);
  if ((await countOtherActiveAdmins(tx, before.id)) === 0) {
    throw fail(ErrorCode.Conflict, 'The last active admin of the company cannot be deleted, deactivated or lose the admin role', {
      userId: before.id,
    });
  }
}
