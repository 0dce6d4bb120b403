import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { BillingEvents, SubscriptionStatus as S, type UserCaller } from '@takt/proto';
import { ensureVapidKeys } from '../src/operations/ensure-vapid-keys.ts';
import { notificationService } from '../src/service.ts';
import { PushReceiver, vapidClaims, type TestSubscription } from './push-receiver.ts';

const receiver = await PushReceiver.start();
afterAll(() => receiver.stop());

const t = useTestService(notificationService, {
  settings: { WEB_PUSH_SERVICE_HOSTS: 'localhost', WEB_PUSH_CA_FILE: receiver.caFile },
});

const status = (caller: UserCaller, endpoint?: string | null) =>
  t.call('POST', '/api/WebPush/CheckSubscriptionStatus', { webPushSubscriptionEndpoint: endpoint }, caller);
const save = (caller: UserCaller, body: Record<string, unknown>) => t.call('POST', '/api/WebPush/SaveSubscription', body, caller);
const subscribe = (caller: UserCaller, sub: TestSubscription) =>
  save(caller, { endpoint: sub.endpoint, keyP256dh: sub.keyP256dh, keyAuth: sub.keyAuth, deactivated: false });
const rowsOf = (companyId: string) =>
  t.db.system((tx) => tx.webPushSubscription.findMany({ where: { companyId }, orderBy: { updatedDate: 'asc' } }));
const invoiceFor = (caller: UserCaller, invoiceNumber: number) =>
  t.emit(
    BillingEvents.InvoiceCreated,
    caller.companyId,
    payloadOf(BillingEvents.InvoiceCreated, { attendeeAppUserId: caller.userId, invoiceNumber }),
  );

describe('web push keys', () => {
  it('answers the deployment’s public key, the same on every call', async () => {
    const member = userCaller('attendee');
    const first = (await status(member)).json();
    expect(first).toEqual({ publicVapidKey: expect.any(String), status: S.NonSubscribed });
    expect(Buffer.from(first.publicVapidKey, 'base64url')).toHaveLength(65);
    expect((await status(userCaller('manager'))).json().publicVapidKey).toBe(first.publicVapidKey);
  });

  it('makes one pair when replicas start together, and keeps it', async () => {
    const kept = await t.db.system((tx) => tx.vapidKey.findMany());
    expect(kept).toHaveLength(1);
    try {
      await t.db.system((tx) => tx.vapidKey.deleteMany());
      const pairs = await Promise.all([ensureVapidKeys(t.db), ensureVapidKeys(t.db), ensureVapidKeys(t.db)]);
      expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
      expect(await t.db.system((tx) => tx.vapidKey.count())).toBe(1);
      expect((await ensureVapidKeys(t.db)).publicKey).toBe(pairs[0]!.publicKey);
    } finally {
      await t.db.system(async (tx) => {
        await tx.vapidKey.deleteMany();
        await tx.vapidKey.create({ data: kept[0]! });
      });
    }
  });
});

describe('subscription status', () => {
  it('walks through the six statuses', async () => {
    const anna = userCaller('attendee');
    const ben = userCaller('trainer', anna.companyId);
    const phone = receiver.subscribe();
    const laptop = receiver.subscribe();

    expect((await status(anna, phone.endpoint)).json().status).toBe(S.NonSubscribed);
    expect((await subscribe(anna, phone)).json().status).toBe(S.Subscribed);
    expect((await status(anna, phone.endpoint)).json().status).toBe(S.Subscribed);
    expect((await status(anna, laptop.endpoint)).json().status).toBe(S.SubscribedSameUserOtherDevice);
    expect((await status(anna, null)).json().status).toBe(S.SubscribedSameUserOtherDevice);
    expect((await status(ben, phone.endpoint)).json().status).toBe(S.SubscribedSameDeviceOtherUser);

    // Anna switches this phone off; then Ben says no in the app's dialog on it.
    expect((await save(anna, { endpoint: phone.endpoint, deactivated: true })).json().status).toBe(S.DeactivatedInSettings);
    expect((await status(anna, phone.endpoint)).json().status).toBe(S.DeactivatedInSettings);
    expect((await save(ben, { endpoint: phone.endpoint, deactivated: true })).json().status).toBe(S.DeniedInOwnDialog);
    expect((await status(ben, laptop.endpoint)).json().status).toBe(S.DeniedInOwnDialog);
    // Ben's "no" left Anna's switched-off phone alone.
    expect((await status(anna, phone.endpoint)).json().status).toBe(S.DeactivatedInSettings);

    // Ben subscribes after all on the phone: the browser is his now, his "no" is gone.
    expect((await subscribe(ben, phone)).json().status).toBe(S.Subscribed);
    expect((await status(ben, laptop.endpoint)).json().status).toBe(S.SubscribedSameUserOtherDevice);
    expect((await status(anna, phone.endpoint)).json().status).toBe(S.SubscribedSameDeviceOtherUser);
    const rows = await rowsOf(anna.companyId);
    expect(rows.map((r) => [r.userId, r.endpoint, r.state])).toEqual([[ben.userId, phone.endpoint, 'active']]);
  });

  it('keeps companies apart: another company’s user on the same browser is a stranger', async () => {
    const anna = userCaller('attendee');
    const stranger = userCaller('attendee');
    const phone = receiver.subscribe();
    await subscribe(anna, phone);
    expect((await status(stranger, phone.endpoint)).json().status).toBe(S.NonSubscribed);
    expect((await subscribe(stranger, phone)).json().status).toBe(S.Subscribed);
    expect((await status(anna, phone.endpoint)).json().status).toBe(S.Subscribed);
    expect(await rowsOf(anna.companyId)).toHaveLength(1);
    expect(await rowsOf(stranger.companyId)).toHaveLength(1);
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://localhost/push/x', keyP256dh: 'B'.repeat(87), keyAuth: 'A'.repeat(22) }, 'endpoint'],
    [
      'an endpoint outside the push services',
      { endpoint: 'https://10.0.0.5/x', keyP256dh: 'B'.repeat(87), keyAuth: 'A'.repeat(22) },
      'endpoint',
    ],
    ['a short key', { endpoint: 'https://localhost/push/x', keyP256dh: 'B'.repeat(40), keyAuth: 'A'.repeat(22) }, 'keyP256dh'],
    ['a non-base64url auth', { endpoint: 'https://localhost/push/x', keyP256dh: 'B'.repeat(87), keyAuth: '+'.repeat(22) }, 'keyAuth'],
    ['no keys while active', { endpoint: 'https://localhost/push/x' }, 'keyP256dh'],
    ['deactivated not a boolean', { deactivated: 'yes' }, 'deactivated'],
  ])('refuses %s and stores nothing', async (_name, body, field) => {
    const member = userCaller('attendee');
    const res = await save(member, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(JSON.stringify(res.json().details)).toContain(field);
    expect(await rowsOf(member.companyId)).toEqual([]);
  });

  it('refuses a malformed endpoint to the status check', async () => {
    const res = await status(userCaller('attendee'), 'javascript:alert(1)');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });

  it('answers 401 without a user', async () => {
    expect((await t.call('POST', '/api/WebPush/CheckSubscriptionStatus', {})).statusCode).toBe(401);
  });
});

describe('sending', () => {
  it('pushes a stored message to every active browser of the member, encrypted and VAPID-signed', async () => {
    const anna = userCaller('attendee');
    const colleague = userCaller('attendee', anna.companyId);
    const phone = receiver.subscribe();
    const laptop = receiver.subscribe();
    const off = receiver.subscribe();
    const theirs = receiver.subscribe();
    const { publicVapidKey } = (await subscribe(anna, phone)).json();
    await subscribe(anna, laptop);
    await subscribe(anna, off);
    await save(anna, { endpoint: off.endpoint, deactivated: true });
    await subscribe(colleague, theirs);

    await invoiceFor(anna, 4711);
    const [push] = await eventually(async () => (phone.received.length && laptop.received.length ? phone.received : undefined));
    const message = JSON.parse(push!.plaintext);
    expect(message).toMatchObject({ title: 'Neue Rechnung', tag: expect.stringMatching(/^invoice:/), id: expect.any(String) });
    expect(message.text).toContain('Nr. 4711');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const claims = vapidClaims(String(push!.headers.authorization), publicVapidKey, phone.endpoint);
    expect(claims.sub).toBe('mailto:support@takt.example');
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);

    // The message the push names is the one in the bell.
    const bell = (await t.call('GET', '/odata/WebPush/GetMessages()', undefined, anna)).json();
    expect(bell.value.map((m: { id: string }) => m.id)).toEqual([message.id]);
    expect(JSON.parse(laptop.received[0]!.plaintext).id).toBe(message.id);
    expect(off.received).toEqual([]);
    expect(theirs.received).toEqual([]);
  });

  it('marks a subscription gone when its push service answers 404 or 410, and sends it nothing more', async () => {
    const anna = userCaller('attendee');
    const gone = receiver.subscribe(410);
    const forgotten = receiver.subscribe(404);
    const fine = receiver.subscribe();
    await subscribe(anna, gone);
    await subscribe(anna, forgotten);
    await subscribe(anna, fine);

    await invoiceFor(anna, 1);
    await eventually(async () => {
      const rows = await rowsOf(anna.companyId);
      return rows.filter((r) => r.state === 'gone').length === 2 ? rows : undefined;
    });
    expect(fine.received).toHaveLength(1);
    expect((await status(anna, gone.endpoint)).json().status).toBe(S.SubscribedSameUserOtherDevice);

    // From now on only the live browser is asked; the gone ones would answer 201 now and still get nothing.
    gone.answer = 201;
    forgotten.answer = 201;
    await invoiceFor(anna, 2);
    await eventually(async () => (fine.received.length === 2 ? true : undefined));
    expect(gone.received).toEqual([]);
    expect(forgotten.received).toEqual([]);
  });

  it('pushes nothing to a member of the same id in another company', async () => {
    const anna = userCaller('attendee');
    const twin = userCaller('attendee', randomUUID(), anna.userId);
    const phone = receiver.subscribe();
    const twinPhone = receiver.subscribe();
    await subscribe(anna, phone);
    await subscribe(twin, twinPhone);
    await invoiceFor(anna, 3);
    await eventually(async () => (phone.received.length ? true : undefined));
    expect(twinPhone.received).toEqual([]);
  });
});
