import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

// A member's files (decision 0037): those attached to the attendee and those their login uploaded.

const filesOf = (attendeeId: string, userId: string | null) => ({
  OR: [{ parentId: attendeeId }, ...(userId ? [{ createdByUserId: userId }] : [])],
});

/** The files' metadata; the bytes stay downloadable one by one (an event carries no files). */
export async function personRowsOf(tx: Tx, attendeeId: string, userId: string | null) {
  const documents = await tx.document.findMany({
    where: filesOf(attendeeId, userId),
    omit: { content: true, storageKey: true },
    orderBy: { createdDate: 'asc' },
  });
  return { documents };
}

/** Deletes the rows (and the member's name) and answers the storage keys of their files. */
export async function erasePersonRows(tx: Tx, attendeeId: string, userId: string | null): Promise<string[]> {
  const rows = await tx.document.findMany({ where: filesOf(attendeeId, userId), select: { storageKey: true } });
  await tx.document.deleteMany({ where: filesOf(attendeeId, userId) });
  await tx.memberName.deleteMany({ where: { attendeeId } });
  return rows.flatMap((r) => (r.storageKey ? [r.storageKey] : []));
}
