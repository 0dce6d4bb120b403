import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '@takt/kit';
import { assertSchemaMatchesMigrations, eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { BillingEvents, notifySubject, type Caller, type PayloadOf } from '@takt/proto';
import { Prisma } from '../src/store/generated/client.ts';
import { notificationService } from '../src/service.ts';

const t = useTestService(notificationService);

// The notices to the gateways are fire-and-forget bus notices, not events; the harness does not
// collect them, so this file listens for them itself.
let listening: Subscription;
const notices: { subject: string; accountIds: string[] }[] = [];
beforeAll(async () => {
  listening = await t.env.bus.listen('notify.>', (subject, data) => {
    notices.push({ subject, ...JSON.parse(Buffer.from(data).toString('utf8')) });
  });
});
afterAll(async () => {
  await listening?.stop();
});

const call = (method: 'GET' | 'POST', url: string, caller: Caller) => t.call(method, url, undefined, caller);
const messagesOf = (caller: Caller) => call('GET', '/odata/WebPush/GetMessages()?$count=true', caller).then((r) => r.json());
/** Waits until the caller's rows and count agree on n: a consumer's commit may land between the two reads. */
const messagesSettled = (caller: Caller, n: number) =>
  eventually(async () => {
    const list = await messagesOf(caller);
    return list.value?.length === n && list['@odata.count'] === n ? list : undefined;
  });

/** Emits billing's InvoiceCreated as its relay would. */
const invoiceCreated = (companyId: string, facts: Partial<PayloadOf<typeof BillingEvents.InvoiceCreated>> = {}) =>
  t.emit(BillingEvents.InvoiceCreated, companyId, payloadOf(BillingEvents.InvoiceCreated, { invoiceNumber: 42, ...facts }));

describe('notification', () => {
  it('has migrations that match the Prisma schema', async () => {
    await assertSchemaMatchesMigrations(t.db as never, Object.values(Prisma.ModelName));
  });

  it('puts a new invoice into the member’s bell and tells the gateways, for that member only', async () => {
    const member = userCaller('attendee');
    await invoiceCreated(member.companyId, { attendeeAppUserId: member.userId, invoiceNumber: 7 });

    const notice = await eventually(async () => notices.find((n) => n.accountIds.includes(member.userId)));
    expect(notice.subject).toBe(notifySubject(member.companyId, 'UpdatePushMessages'));
    const mine = await messagesSettled(member, 1);
    expect(mine).toMatchObject({
      '@odata.count': 1,
      value: [
        {
          title: 'Neue Rechnung',
          text: expect.stringContaining('Nr. 7 für den Zeitraum 01.11.2026 bis 30.11.2026'),
          read: false,
          companyId: member.companyId,
        },
      ],
    });

    // A colleague of the same company and a user of another company see nothing of it, even asking for it.
    const colleague = userCaller('manager', member.companyId);
    expect((await messagesOf(colleague))['@odata.count']).toBe(0);
    const filtered = await call(
      'GET',
      `/odata/WebPush/GetMessages()?$count=true&$filter=${encodeURIComponent(`id eq ${mine.value[0].id}`)}`,
      colleague,
    );
    expect(filtered.json()['@odata.count']).toBe(0);
    expect((await messagesOf(userCaller('attendee', randomUUID(), member.userId)))['@odata.count']).toBe(0);
  });

  it('stores nothing for an attendee without a login', async () => {
    const companyId = randomUUID();
    const handled = t.svc.stats.handled;
    await invoiceCreated(companyId, { attendeeAppUserId: null });
    await eventually(async () => (t.svc.stats.handled > handled ? true : undefined));
    const count = await t.db.system((tx) => tx.webPushMessage.count({ where: { companyId } }));
    expect(count).toBe(0);
  });

  it('marks all of the caller’s messages read, newest listed first', async () => {
    const member = userCaller('attendee');
    const other = userCaller('attendee', member.companyId);
    await invoiceCreated(member.companyId, {
      attendeeAppUserId: member.userId,
      invoiceNumber: 1,
      periodStartDate: '2026-10-01',
      periodEndDate: '2026-10-31',
    });
    await messagesSettled(member, 1);
    await invoiceCreated(member.companyId, { attendeeAppUserId: member.userId, invoiceNumber: 2 });
    await invoiceCreated(member.companyId, { attendeeAppUserId: other.userId, invoiceNumber: 3 });
    const list = await messagesSettled(member, 2);
    expect(list.value.map((m: { text: string }) => m.text.match(/Nr\. (\d+)/)?.[1])).toEqual(['2', '1']);
    await messagesSettled(other, 1);

    const marked = await call('POST', '/api/WebPush/MarkAllMessagesRead', member);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ updated: 2 });
    expect((await messagesOf(member)).value.every((m: { read: boolean }) => m.read)).toBe(true);
    expect((await messagesOf(other)).value[0].read).toBe(false);
    expect((await call('POST', '/api/WebPush/MarkAllMessagesRead', member)).json()).toEqual({ updated: 0 });
  });
});
