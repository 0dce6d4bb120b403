import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { useTestService } from '@takt/kit/testing';
import { GdprEvents } from '@takt/proto';
import { notificationService } from '../src/service.ts';

// Notification's part of a member's export and erasure (decision 0037): the bell's messages.
const t = useTestService(notificationService);

async function member(companyId: string) {
  const person = { attendeeId: randomUUID(), applicationUserId: randomUUID() };
  await t.db.system((tx) =>
    tx.webPushMessage.create({
      data: { id: randomUUID(), companyId, userId: person.applicationUserId, title: 'Rechnung', text: 'Ihre Rechnung' },
    }),
  );
  return person;
}
const messagesOf = (userId: string) => t.db.system((tx) => tx.webPushMessage.count({ where: { userId } }));

describe('a member in the export and the erasure', () => {
  it('answers the bell messages, then deletes them (only theirs, once)', async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    const other = await member(companyId);
    const exportId = randomUUID();
    await t.announce(GdprEvents.DataExportRequested, companyId, { exportId, ...m });
    const answer = (await t.outbox(GdprEvents.NotificationDataExported.subject))
      .map((e) => e.payload as { exportId: string; data: Record<string, unknown[]> })
      .find((p) => p.exportId === exportId);
    expect(answer?.data.messages).toEqual([expect.objectContaining({ title: 'Rechnung' })]);

    await t.announce(GdprEvents.AttendeeErased, companyId, m);
    expect(await messagesOf(m.applicationUserId)).toBe(0);
    await t.announce(GdprEvents.AttendeeErased, companyId, m);
    expect(await messagesOf(other.applicationUserId)).toBe(1);
  });

  it('answers an empty part for a person without a login', async () => {
    const exportId = randomUUID();
    await t.announce(GdprEvents.DataExportRequested, randomUUID(), { exportId, attendeeId: randomUUID(), applicationUserId: null });
    const answer = (await t.outbox(GdprEvents.NotificationDataExported.subject)).find(
      (e) => (e.payload as { exportId: string }).exportId === exportId,
    );
    expect(answer?.payload).toEqual({ exportId, data: { messages: [] } });
  });
});
