import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@takt/kit/testing';
import { ApiClient, ApiError } from '../src/api-client.ts';
import { useSystem } from './use-system.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';

// News and notes through the gateway, as the web app sends them (PascalCase bodies): a news
// targeted at a location reaches the member of that location (membership → notification), bad
// input, another company's ids and a member's role.
const booted = useSystem('news');
let tenant: Tenant;
let other: Tenant;
const today = new Date().toISOString().slice(0, 10);
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
