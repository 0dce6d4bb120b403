import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

// What statistics holds about one member (decision 0037): attendance facts, the attendee fact
// (birthday, memberships, characteristics), single costs charged (decision 0068) and audit entries.

const KEPT_ACTIONS = ['data_exported', 'erased'];
const entriesOf = (attendeeId: string, userId: string | null) => ({
  OR: [{ entityType: 'Attendee', entityId: attendeeId }, ...(userId ? [{ entityType: 'User', entityId: userId }] : [])],
});

export async function personRowsOf(tx: Tx, attendeeId: string, userId: string | null) {
  const [attendances, attendee, singleCosts, auditEntries] = await Promise.all([
    tx.attendanceFact.findMany({ where: { attendeeId }, orderBy: { date: 'asc' } }),
    tx.attendeeFact.findUnique({ where: { attendeeId } }),
    tx.costPositionFact.findMany({ where: { attendeeId }, orderBy: { date: 'asc' } }),
    tx.eventLogEntry.findMany({ where: entriesOf(attendeeId, userId), orderBy: { dateTime: 'asc' } }),
  ]);
  return { attendances, attendee, singleCosts, auditEntries };
}

/**
 * Figures keep counting: each fact gets a fresh random attendee id that names nobody. The audit
 * trail keeps who changed what when, but the changed values (names, addresses) go; the entries
 * of the export and erasure themselves hold no person data. A second run changes nothing.
 */
export async function erasePersonRows(tx: Tx, attendeeId: string, userId: string | null): Promise<void> {
  await tx.$executeRaw`UPDATE attendance_fact SET attendee_id = gen_random_uuid() WHERE attendee_id = ${attendeeId}::uuid`;
  // The birthday and memberships go; the anonymous facts count under "unknown" age from now on.
  await tx.attendeeFact.deleteMany({ where: { attendeeId } });
  // Single costs name whom they charged; their attendances no longer do, so they go (decision 0068).
  await tx.costPositionFact.deleteMany({ where: { attendeeId } });
  await tx.eventLogEntry.updateMany({
    where: { ...entriesOf(attendeeId, userId), action: { notIn: KEPT_ACTIONS } },
    data: { changes: {} },
  });
}
