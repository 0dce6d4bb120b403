import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '@takt/identity';
import { createLogger, localDate, rawSql, runBackfills, type Db } from '@takt/kit';
import { eventually } from '@takt/kit/testing';
import { membershipService } from '@takt/membership';
import { ApiClient, ApiError } from '../src/api-client.ts';
import { useSystem } from './use-system.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';

// News and notes through the gateway, as the web app sends them (PascalCase bodies): a news
// targeted at a location reaches the member of that location (membership → notification), bad
// input, another company's ids and a member's role; a member notification never heard of reached
// after membership's and identity's backfills (decision 0061).
const booted = useSystem('news');
let tenant: Tenant;
let other: Tenant;
const today = localDate();
const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: ApiError) => ({ status: err.status, code: err.body.code }),
  );

beforeAll(async () => {
  tenant = await createTenant(booted.system.gatewayUrl);
  other = await createTenant(booted.system.gatewayUrl);
}, 120_000);

describe('news through the gateway', () => {
  it('puts a news for a location into the bell of that location’s member only', async () => {
    const { api } = tenant;
    const mitte = await api.post<{ id: string }>('/api/Locations', { Name: 'Mitte', City: 'Köln' });
    const nord = await api.post<{ id: string }>('/api/Locations', { Name: 'Nord', City: 'Köln' });
    const inMitte = await api.post<{ id: string }>('/api/Attendees', {
      FirstName: 'Ida',
      LastName: 'Eins',
      UserName: `ida.${randomUUID().slice(0, 6)}`,
    });
    const inNord = await api.post<{ id: string }>('/api/Attendees', {
      FirstName: 'Max',
      LastName: 'Zwei',
      UserName: `max.${randomUUID().slice(0, 6)}`,
    });
    await eventually(() => api.post('/api/LocationAttendees/AddMultiple', { AttendeeId: inMitte.id, LocationIds: [mitte.id] }), 15_000);
    await eventually(() => api.post('/api/LocationAttendees/AddMultiple', { AttendeeId: inNord.id, LocationIds: [nord.id] }), 15_000);
    const news = await api.post<{ id: string }>('/api/news', { Subject: 'Halle Mitte zu', Text: 'Heute nicht.', FromDate: today });
    await eventually(() => api.post('/api/NewsRefs/AddMultiple', { NewsId: news.id, LocationIds: [mitte.id] }), 15_000);
    const sent = await eventually(async () => {
      const r = await api.post<{ recipients: number }>('/api/news/SendWebPushMessages', { NewsId: news.id });
      return r.recipients === 1 ? r : undefined;
    }, 15_000);
    expect(sent).toEqual({ recipients: 1 });
    expect(await failure(other.api.get(`/api/news/${news.id}`))).toEqual({ status: 404, code: 'not_found' });
    expect(await failure(other.api.post('/api/news/SendWebPushMessages', { NewsId: news.id }))).toEqual({ status: 404, code: 'not_found' });
  });

  it('refuses bad input with a stable code, and an anonymous caller; the public page shows no unpublished news', async () => {
    expect(await failure(tenant.api.post('/api/news', { Subject: '', FromDate: today }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(await failure(tenant.api.post('/api/news', { Subject: 'x', FromDate: 'morgen' }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(await failure(tenant.api.post('/api/Notes', { Name: 'x', ParentId: randomUUID() }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    const anonymous = new ApiClient(booted.system.gatewayUrl);
    expect(await failure(anonymous.post('/api/news', { Subject: 'x', FromDate: today }))).toEqual({ status: 401, code: 'unauthorized' });
    const list = await anonymous.get<{ value: unknown[] }>(`/odata/news/GetNewsAnonymous/${tenant.companyId}`);
    expect(list.value).toEqual([]);
  });
});

describe("notification's read models filled by the backfills", () => {
  const db = (name: 'identity' | 'membership' | 'notification') => booted.system.services.get(name)!.db as Db<unknown>;
  const sql = <T>(name: 'identity' | 'membership' | 'notification', fn: (q: ReturnType<typeof rawSql>) => Promise<T>) =>
    db(name).system((tx) => fn(rawSql(tx)));
  const log = createLogger('backfill', 'silent');

  it('a member notification knew nothing of gets news targeted at their additional location and department', async () => {
    const { api, companyId } = tenant;
    const sued = await api.post<{ id: string }>('/api/Locations', { Name: 'Süd', City: 'Köln' });
    const yoga = await api.post<{ id: string }>('/api/Departments', { Name: 'Yoga' });
    const member = await api.post<{ id: string }>('/api/Attendees', {
      FirstName: 'Uta',
      LastName: 'Alt',
      UserName: `uta.${randomUUID().slice(0, 6)}`,
    });
    await eventually(() => api.post('/api/LocationAttendees/AddMultiple', { AttendeeId: member.id, LocationIds: [sued.id] }), 15_000);
    await eventually(() => api.post('/api/DepartmentRefs/AddMultiple', { DepartmentIds: [yoga.id], AttendeeId: member.id }), 15_000);
    const audience = () =>
      sql(
        'notification',
        (q) => q.$queryRaw<{ location_ids: string[]; department_ids: string[] }[]>`
        SELECT location_ids, department_ids FROM member_audience WHERE company_id = ${companyId}::uuid AND attendee_id = ${member.id}::uuid`,
      );
    await eventually(async () => ((await audience())[0]?.department_ids.length ? true : undefined), 15_000);

    // As before notification listened: it knows neither the member nor the company's locations.
    await sql('notification', async (q) => {
      await q.$executeRaw`DELETE FROM member_audience WHERE company_id = ${companyId}::uuid`;
      await q.$executeRaw`DELETE FROM member_contact WHERE company_id = ${companyId}::uuid`;
      await q.$executeRaw`DELETE FROM location_view WHERE company_id = ${companyId}::uuid`;
      await q.$executeRaw`DELETE FROM staff_name WHERE company_id = ${companyId}::uuid`;
    });
    const news = await api.post<{ id: string }>('/api/news', { Subject: 'Yoga im Süden', Text: 'Neuer Kurs.', FromDate: today });
    expect(await api.post('/api/news/SendWebPushMessages', { NewsId: news.id })).toEqual({ recipients: 0 });

    for (const [name, backfills] of [
      ['identity', identityService.backfills],
      ['membership', membershipService.backfills],
    ] as const) {
      await sql(name, (q) => q.$executeRaw`DELETE FROM kit_backfill`);
      await runBackfills(db(name), backfills as never, log);
    }

    await eventually(() => api.post('/api/NewsRefs/AddMultiple', { NewsId: news.id, LocationIds: [sued.id] }), 30_000);
    const byLocation = await eventually(async () => {
      const r = await api.post<{ recipients: number }>('/api/news/SendWebPushMessages', { NewsId: news.id });
      return r.recipients === 1 ? r : undefined;
    }, 30_000);
    expect(byLocation).toEqual({ recipients: 1 });
    const byDepartment = await eventually(async () => {
      const r = await api.post<{ recipients: number }>('/api/news/SendWebPushMessages', { NewsId: news.id, DepartmentIds: [yoga.id] });
      return r.recipients === 1 ? r : undefined;
    }, 30_000);
    expect(byDepartment).toEqual({ recipients: 1 });
    const bell = await sql(
      'notification',
      (q) => q.$queryRaw<{ user_id: string }[]>`
      SELECT user_id FROM web_push_message WHERE company_id = ${companyId}::uuid AND tag = ${`news:${news.id}`}`,
    );
    const [login] = await sql(
      'membership',
      (q) => q.$queryRaw<{ id: string }[]>`SELECT application_user_id AS id FROM attendee WHERE id = ${member.id}::uuid`,
    );
    expect(bell.map((r) => r.user_id)).toEqual([login!.id, login!.id]);
    // The mail address and the staff names (a news names its creator) came back too.
    const counts = async () =>
      (
        await sql(
          'notification',
          (q) =>
            q.$queryRaw<{ contacts: number; staff: number }[]>`
            SELECT (SELECT count(*)::int FROM member_contact WHERE company_id = ${companyId}::uuid) AS contacts,
                   (SELECT count(*)::int FROM staff_name WHERE company_id = ${companyId}::uuid) AS staff`,
        )
      )[0]!;
    const filled = await eventually(async () => ((await counts()).staff > 0 ? counts() : undefined), 15_000);
    expect(filled.contacts).toBeGreaterThan(0);
  });
});
