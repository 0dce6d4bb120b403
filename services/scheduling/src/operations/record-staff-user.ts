import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { deleteTrainerView, upsertTrainerView } from '../store/trainer-view.ts';

/** Keeps the copy of the company's staff; an upsert, so a redelivery changes nothing. */
export function recordStaffUser(
  tx: TxClient<Client>,
  p: PayloadOf<typeof IdentityEvents.StaffUserSaved>,
  occurredAt: string,
): Promise<void> {
  return upsertTrainerView(tx, p, new Date(occurredAt));
}

/** Forgets a deleted staff user; their past assignments stay (names then answer empty). */
export function forgetStaffUser(
  tx: TxClient<Client>,
  p: PayloadOf<typeof IdentityEvents.StaffUserDeleted>,
  occurredAt: string,
): Promise<void> {
  return deleteTrainerView(tx, p.userId, new Date(occurredAt));
}
