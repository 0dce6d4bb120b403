import { buriedAt, bury, writeUnlessNewer, type TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

// A staff user's deletion can be undone (the role given back), so its tombstone counts by time.
const STAFF_USER = 'staff-user';

/**
 * Writes identity's facts of a staff user as of `at` (the event's occurredAt) unless a newer event
 * wrote them or deleted the user: identity's events retried after a failure are handled after
 * newer ones (decision 0077).
 */
export async function upsertTrainerView(tx: Tx, p: PayloadOf<typeof IdentityEvents.StaffUserSaved>, at: Date): Promise<void> {
  const deleted = await buriedAt(tx, STAFF_USER, p.userId);
  if (deleted && deleted >= at) return;
  const data = { firstName: p.firstName, lastName: p.lastName, roles: p.roles, active: p.active, updatedAt: new Date() };
  await writeUnlessNewer(tx.trainerView, { id: p.userId }, 'factsAt', data, at);
}

/** Forgets a staff user as of `at`, unless a newer save (their staff role given back) came first. */
export async function deleteTrainerView(tx: Tx, userId: string, at: Date): Promise<void> {
  if ((await tx.trainerView.count({ where: { id: userId, factsAt: { gt: at } } })) > 0) return;
  await tx.trainerView.deleteMany({ where: { id: userId } });
  await bury(tx, STAFF_USER, userId, at);
}

/** The ids among `ids` the tenant of `tx` has as active staff. */
export async function assignableTrainers(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  const rows = await tx.trainerView.findMany({ where: { id: { in: [...ids] }, active: true }, select: { id: true } });
  return new Set(rows.map((r) => r.id));
}

/** "Last, First" per trainer id; an id identity has not announced (or deleted) answers ''. */
export async function trainerNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx.trainerView.findMany({ where: { id: { in: [...new Set(ids)] } } });
  return new Map(rows.map((r) => [r.id, `${r.lastName}, ${r.firstName}`]));
}
