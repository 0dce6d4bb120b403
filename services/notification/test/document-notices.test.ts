import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, useTestService } from '@takt/kit/testing';
import { DocumentEvents, MembershipEvents } from '@takt/proto';
import { notificationService } from '../src/service.ts';

// A document shared with members (decision 0069): every member with a login of the company gets
// a bell message, and documents hears how many were told.
const t = useTestService(notificationService);

const member = async (companyId: string, applicationUserId: string | null) => {
  const p = payloadOf(MembershipEvents.AttendeeCreated, { applicationUserId });
  await t.announce(MembershipEvents.AttendeeCreated, companyId, p);
  return p;
};
const bell = (documentId: string) =>
  t.db.system((tx) => tx.webPushMessage.findMany({ where: { tag: `document:${documentId}` }, orderBy: { userId: 'asc' } }));

describe('documents shared with members', () => {
  it('puts the document into the bell of each member with a login once and answers the count', async () => {
    const companyId = randomUUID();
    const [anna, bert] = [await member(companyId, randomUUID()), await member(companyId, randomUUID())];
    await member(companyId, null); // an interested person without a login has no bell
    const gone = await member(companyId, randomUUID());
    await t.announce(
      MembershipEvents.AttendeeDeleted,
      companyId,
      payloadOf(MembershipEvents.AttendeeDeleted, { attendeeId: gone.attendeeId }),
    );
    await member(randomUUID(), randomUUID()); // another company's member

    const documentId = randomUUID();
    const sent = await t.announce(DocumentEvents.DocumentPublished, companyId, { documentId, title: 'Hausordnung' });
    const messages = await bell(documentId);
    expect(messages.map((m) => [m.companyId, m.userId, m.title, m.text])).toEqual(
      [anna, bert]
        .map((m) => m.applicationUserId!)
        .sort()
        .map((userId) => [companyId, userId, 'Neues Dokument', 'Für Sie bereitgestellt: Hausordnung']),
    );
    const answers = (await t.outbox(DocumentEvents.DocumentNoticesSent.subject)).filter((e) => e.companyId === companyId);
    expect(answers.map((e) => e.payload)).toEqual([{ documentId, recipients: 2 }]);

    await t.redeliver(sent);
    await t.announce(DocumentEvents.DocumentPublished, randomUUID(), { documentId: randomUUID(), title: null });
    expect(await bell(documentId)).toHaveLength(2);
    expect((await t.outbox(DocumentEvents.DocumentNoticesSent.subject)).filter((e) => e.companyId === companyId)).toHaveLength(1);
  });
});
