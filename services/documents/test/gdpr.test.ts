import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { useTestService } from '@takt/kit/testing';
import { GdprEvents } from '@takt/proto';
import { documentsService } from '../src/service.ts';

// Documents' part of a member's export and erasure (decision 0037): the member's files.
const t = useTestService(documentsService);

async function member(companyId: string) {
  const person = { attendeeId: randomUUID(), applicationUserId: randomUUID() };
  const file = (parentId: string | null, createdByUserId: string, documentName: string) =>
    t.db.system((tx) =>
      tx.document.create({
        data: {
          id: randomUUID(),
          companyId,
          parentId,
          documentName,
          documentType: 'application/pdf',
          documentSize: 3,
          content: new Uint8Array([1, 2, 3]),
          createdByUserId,
        },
      }),
    );
  await file(person.attendeeId, randomUUID(), 'Vertrag.pdf');
  await file(null, person.applicationUserId, 'Attest.pdf');
  return person;
}
const filesOf = (p: { attendeeId: string; applicationUserId: string }) =>
  t.db.system((tx) => tx.document.count({ where: { OR: [{ parentId: p.attendeeId }, { createdByUserId: p.applicationUserId }] } }));

describe('a member in the export and the erasure', () => {
  it("answers the files' metadata without their bytes, then deletes the files (only theirs, once)", async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    const other = await member(companyId);
    const exportId = randomUUID();
    await t.announce(GdprEvents.DataExportRequested, companyId, { exportId, ...m });
    const answer = (await t.outbox(GdprEvents.DocumentsDataExported.subject))
      .map((e) => e.payload as { exportId: string; data: { documents: Record<string, unknown>[] } })
      .find((p) => p.exportId === exportId);
    expect(answer?.data.documents.map((d) => d.documentName).sort()).toEqual(['Attest.pdf', 'Vertrag.pdf']);
    expect(answer?.data.documents[0]).not.toHaveProperty('content');

    await t.announce(GdprEvents.AttendeeErased, companyId, m);
    expect(await filesOf(m)).toBe(0);
    await t.announce(GdprEvents.AttendeeErased, companyId, m);
    expect(await filesOf(other)).toBe(2);
  });
});
