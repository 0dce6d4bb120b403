import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { GdprEvents, IdentityEvents, MembershipEvents, type UserCaller } from '@takt/proto';
import { notificationService } from '../src/service.ts';
import { PushReceiver, type TestSubscription } from './push-receiver.ts';

const receiver = await PushReceiver.start();
afterAll(() => receiver.stop());

const t = useTestService(notificationService, {
  settings: { WEB_PUSH_SERVICE_HOSTS: 'localhost', WEB_PUSH_CA_FILE: receiver.caFile },
});

const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const post = (url: string, body: unknown, caller: UserCaller) => t.call('POST', url, body, caller);
const news = async (caller: UserCaller, body: Record<string, unknown> = {}) => {
  const res = await post('/api/news', { subject: 'Sommerfest', text: 'Am Samstag', fromDate: today, ...body }, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; creatorFullName: string | null; hasLogo: boolean };
};
const location = async (companyId: string) => {
  const p = payloadOf(IdentityEvents.LocationCreated);
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
};
/** A member with a login at a main location (and optionally departments), subscribed in one browser. */
async function member(companyId: string, where: { mainLocationId?: string; departmentIds?: string[] } = {}) {
  const user = userCaller('attendee', companyId);
  const created = payloadOf(MembershipEvents.AttendeeUpdated, {
    applicationUserId: user.userId,
    mainLocationId: where.mainLocationId ?? null,
  });
  await t.announce(MembershipEvents.AttendeeUpdated, companyId, created);
  if (where.departmentIds)
    await t.announce(IdentityEvents.DepartmentRefsReplaced, companyId, {
      owner: 'attendeeId',
      ownerId: created.attendeeId,
      departmentIds: where.departmentIds,
    });
  const browser = receiver.subscribe();
  const sub = await t.call(
    'POST',
    '/api/WebPush/SaveSubscription',
    { endpoint: browser.endpoint, keyP256dh: browser.keyP256dh, keyAuth: browser.keyAuth, deactivated: false },
    user,
  );
  expect(sub.statusCode, sub.body).toBe(200);
  return { user, attendeeId: created.attendeeId, browser };
}
const bell = async (user: UserCaller) =>
  (await t.call('GET', '/odata/WebPush/GetMessages()', undefined, user)).json().value as { id: string; title: string; tag: string }[];
const pushed = (b: TestSubscription) => b.received.map((r) => JSON.parse(r.plaintext) as { id: string; title: string });

describe('news', () => {
  it('names its creator, lists newest fromDate first and finds by subject', async () => {
    const staff = userCaller('employee');
    await t.announce(
      IdentityEvents.StaffUserSaved,
      staff.companyId,
      payloadOf(IdentityEvents.StaffUserSaved, { userId: staff.userId, firstName: 'Petra', lastName: 'Klein' }),
    );
    const older = await news(staff, { subject: 'Alt', fromDate: day(-3) });
    const newer = await news(staff, { subject: 'Neu', fromDate: day(-1) });
    expect(newer.creatorFullName).toBe('Petra Klein');
    const list = (await t.call('GET', '/odata/news?$count=true', undefined, staff)).json();
    expect(list.value.map((n: { id: string }) => n.id)).toEqual([newer.id, older.id]);
    const found = (await t.call('GET', `/odata/news?$filter=${encodeURIComponent("contains(subject,'alt')")}`, undefined, staff)).json();
    expect(found.value.map((n: { id: string }) => n.id)).toEqual([older.id]);
  });

  it('pushes to the targeted members only: bell messages stored, pushes decrypted at their browsers', async () => {
    const staff = userCaller('manager');
    const mitte = await location(staff.companyId);
    const sued = await location(staff.companyId);
    const tanz = randomUUID();
    const inMitte = await member(staff.companyId, { mainLocationId: mitte });
    const inSued = await member(staff.companyId, { mainLocationId: sued });
    const inTanz = await member(staff.companyId, { departmentIds: [tanz] });
    const byExtra = await member(staff.companyId);
    await t.announce(MembershipEvents.AttendeeLocationsReplaced, staff.companyId, { attendeeId: byExtra.attendeeId, locationIds: [mitte] });
    const n = await news(staff, { subject: 'Hallenbad zu' });
    const refs = await post('/api/NewsRefs/AddMultiple', { newsId: n.id, locationIds: [mitte], departmentIds: [tanz] }, staff);
    expect(refs.json()).toHaveLength(2);

    const sent = await post('/api/news/SendWebPushMessages', { newsId: n.id }, staff);
    expect(sent.json()).toEqual({ recipients: 3 });
    for (const m of [inMitte, inTanz, byExtra]) {
      const [message] = await bell(m.user);
      expect(message).toMatchObject({ title: 'Hallenbad zu', tag: `news:${n.id}` });
      await eventually(async () => (pushed(m.browser).length ? true : undefined));
      expect(pushed(m.browser)).toEqual([expect.objectContaining({ id: message!.id, title: 'Hallenbad zu' })]);
    }
    expect(await bell(inSued.user)).toEqual([]);
    expect(inSued.browser.received).toEqual([]);
  });

  it('shows members the valid, targeted news and the public page only published ones', async () => {
    const staff = userCaller('manager');
    const mitte = await location(staff.companyId);
    const everyone = await news(staff, { subject: 'Alle', userPermissions: ['PUBLISH'] });
    const targeted = await news(staff, { subject: 'Mitte' });
    await post('/api/NewsRefs/AddMultiple', { newsId: targeted.id, locationIds: [mitte] }, staff);
    await news(staff, { subject: 'Vorbei', fromDate: day(-9), tillDate: day(-1) });
    await news(staff, { subject: 'Aus', active: false });
    const reader = userCaller('attendee', staff.companyId);
    const ids = async (url: string, caller?: UserCaller) =>
      ((await t.call('GET', url, undefined, caller)).json().value as { subject: string }[]).map((n) => n.subject).sort();
    expect(await ids(`/odata/news/GetForCurrentUser()?locationIds=${mitte}&$top=10`, reader)).toEqual(['Alle', 'Mitte']);
    expect(await ids('/odata/news/GetForCurrentUser()?$top=10', reader)).toEqual(['Alle']);
    expect(await ids(`/odata/news/GetNewsAnonymous/${staff.companyId}?$top=10`)).toEqual(['Alle']);
    expect(await ids(`/odata/news/GetNewsAnonymous/${randomUUID()}`)).toEqual([]);
    // One per page (spec section 9), with the count.
    const page = (await t.call('GET', '/odata/news/GetForCurrentUser()?$count=true', undefined, reader)).json();
    expect(page.value).toHaveLength(1);
    expect(page['@odata.count']).toBe(1);
    expect(everyone.id).toBeDefined();
  });

  it('takes a logo only on a saved news, decided by its bytes', async () => {
    const staff = userCaller('manager');
    const n = await news(staff);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const form = (bytes: Buffer) => {
      const f = new FormData();
      f.append('File', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'logo');
      return f;
    };
    expect((await t.upload(`/api/news/UpdateLogo/${randomUUID()}`, form(png), staff)).json().code).toBe('not_found');
    expect((await t.upload(`/api/news/UpdateLogo/${n.id}`, form(Buffer.from('<svg/>')), staff)).json().code).toBe('validation_failed');
    expect((await t.upload(`/api/news/UpdateLogo/${n.id}`, form(png), staff)).statusCode).toBe(200);
    const logo = await t.call('GET', `/api/news/GetLogo/${n.id}`);
    expect(logo.headers['content-type']).toBe('image/png');
    expect((await t.call('GET', `/api/news/${n.id}`, undefined, staff)).json().hasLogo).toBe(true);
    expect((await t.upload(`/api/news/UpdateLogo/${n.id}`, form(png), userCaller('manager'))).statusCode).toBe(404);
  });

  it('refuses bad input and changes nothing', async () => {
    const staff = userCaller('manager');
    const n = await news(staff);
    const bad = [
      ['/api/news', { subject: '', fromDate: today }],
      ['/api/news', { subject: 'x', fromDate: '31.12.2026' }],
      ['/api/news', { subject: 'x', fromDate: today, tillDate: day(-1) }],
      ['/api/news', { subject: 'x', fromDate: today, userPermissions: ['ADMIN'] }],
      ['/api/NewsRefs/AddMultiple', { newsId: n.id, locationIds: [randomUUID()] }],
      ['/api/news/SendWebPushMessages', { newsId: 'nope' }],
    ] as const;
    for (const [url, body] of bad) {
      const res = await post(url, body, staff);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await t.call('GET', '/odata/news?$count=true', undefined, staff)).json()['@odata.count']).toBe(1);
    expect((await t.call('GET', `/api/NewsRefs/GetAll?newsId=${n.id}`, undefined, staff)).json()).toEqual([]);
  });

  it("answers 404 for another company's news and 403 for roles without access", async () => {
    const staff = userCaller('manager');
    const n = await news(staff);
    const stranger = userCaller('manager');
    expect((await t.call('GET', `/api/news/${n.id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/news/${n.id}`, { subject: 'x', fromDate: today }, stranger)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/news/${n.id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await post('/api/news/SendWebPushMessages', { newsId: n.id }, stranger)).statusCode).toBe(404);
    expect((await post('/api/NewsRefs/AddMultiple', { newsId: n.id }, stranger)).statusCode).toBe(404);
    const member = userCaller('attendee', staff.companyId);
    const trainer = userCaller('trainer', staff.companyId);
    for (const caller of [member, trainer]) {
      expect((await post('/api/news', { subject: 'x', fromDate: today }, caller)).statusCode).toBe(403);
      expect((await post('/api/news/SendWebPushMessages', { newsId: n.id }, caller)).statusCode).toBe(403);
    }
    expect((await t.call('GET', `/api/news/${n.id}`, undefined, staff)).json().subject).toBe('Sommerfest');
    expect((await t.call('DELETE', `/api/news/${n.id}`, undefined, staff)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/news/${n.id}`, undefined, staff)).statusCode).toBe(404);
  });
});

describe('news to members after late attendee events (retried after a failure while later ones went ahead)', () => {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const send = async (staff: UserCaller, locationIds: string[] = []) => {
    const n = await news(staff, { subject: 'Spät' });
    if (locationIds.length) await post('/api/NewsRefs/AddMultiple', { newsId: n.id, locationIds }, staff);
    return (await post('/api/news/SendWebPushMessages', { newsId: n.id }, staff)).json() as { recipients: number };
  };

  it('reaches the login and main location of the newer change when an older creation or change is handled after it', async () => {
    const staff = userCaller('manager');
    const [mitte, sued] = [await location(staff.companyId), await location(staff.companyId)];
    const m = await member(staff.companyId, { mainLocationId: mitte });
    const facts = { attendeeId: m.attendeeId, applicationUserId: m.user.userId };
    const moved = payloadOf(MembershipEvents.AttendeeUpdated, { ...facts, mainLocationId: sued });
    await t.announce(MembershipEvents.AttendeeUpdated, staff.companyId, moved, { occurredAt: at(30) });
    // Created as an interested person without a login, then changed while still at the old location.
    const created = payloadOf(MembershipEvents.AttendeeCreated, { ...facts, applicationUserId: null });
    await t.announce(MembershipEvents.AttendeeCreated, staff.companyId, created, { occurredAt: at(10) });
    const before = payloadOf(MembershipEvents.AttendeeUpdated, { ...facts, mainLocationId: mitte });
    await t.announce(MembershipEvents.AttendeeUpdated, staff.companyId, before, { occurredAt: at(20) });
    expect(await send(staff, [sued])).toEqual({ recipients: 1 });
    expect(await send(staff, [mitte])).toEqual({ recipients: 0 });
  });

  it('reaches nobody deleted or erased before their creation or a change was handled, and keeps no name of them', async () => {
    const staff = userCaller('manager');
    const deleted = payloadOf(MembershipEvents.AttendeeUpdated);
    const erased = payloadOf(MembershipEvents.AttendeeCreated);
    await t.announce(
      MembershipEvents.AttendeeDeleted,
      staff.companyId,
      payloadOf(MembershipEvents.AttendeeDeleted, { attendeeId: deleted.attendeeId }),
    );
    await t.announce(GdprEvents.AttendeeErased, staff.companyId, {
      attendeeId: erased.attendeeId,
      applicationUserId: erased.applicationUserId,
    });
    await t.announce(MembershipEvents.AttendeeUpdated, staff.companyId, deleted);
    await t.announce(MembershipEvents.AttendeeCreated, staff.companyId, erased);
    await t.announce(MembershipEvents.AttendeeLocationsReplaced, staff.companyId, {
      attendeeId: erased.attendeeId,
      locationIds: [randomUUID()],
    });
    expect(await send(staff)).toEqual({ recipients: 0 });
    const rows = await t.db.system((tx) =>
      tx.memberAudience.findMany({
        where: { attendeeId: { in: [deleted.attendeeId, erased.attendeeId] } },
        select: { fullName: true, deleted: true },
      }),
    );
    expect(rows).toEqual([
      { fullName: null, deleted: true },
      { fullName: null, deleted: true },
    ]);
  });
});
