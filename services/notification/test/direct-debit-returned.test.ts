import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { BillingEvents } from '@takt/proto';
import { notificationService } from '../src/service.ts';

const t = useTestService(notificationService);

const messagesOf = (caller: ReturnType<typeof userCaller>) =>
  t.call('GET', '/odata/WebPush/GetMessages()?$count=true', undefined, caller).then((r) => r.json());

describe('a returned direct debit', () => {
  it('puts a message into the member’s bell once, also when the event comes twice', async () => {
    const member = userCaller('attendee');
    const p = payloadOf(BillingEvents.DirectDebitReturned, { attendeeAppUserId: member.userId, invoiceNumber: 12 });
    const event = await t.emit(BillingEvents.DirectDebitReturned, member.companyId, p);
    const list = await eventually(async () => {
      const l = await messagesOf(member);
      return l['@odata.count'] === 1 ? l : undefined;
    });
    expect(list.value[0]).toMatchObject({ title: 'Lastschrift zurückgegeben', text: expect.stringContaining('Rechnung Nr. 12') });

    const duplicates = t.svc.stats.duplicates;
    await t.redeliver(event);
    await eventually(async () => (t.svc.stats.duplicates > duplicates ? true : undefined));
    expect((await messagesOf(member))['@odata.count']).toBe(1);
  });

  it('stores nothing for an attendee without a login', async () => {
    const companyId = randomUUID();
    const handled = t.svc.stats.handled;
    await t.emit(BillingEvents.DirectDebitReturned, companyId, payloadOf(BillingEvents.DirectDebitReturned, { attendeeAppUserId: null }));
    await eventually(async () => (t.svc.stats.handled > handled ? true : undefined));
    expect(await t.db.system((tx) => tx.webPushMessage.count({ where: { companyId } }))).toBe(0);
  });
});
