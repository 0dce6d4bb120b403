import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawSql, type Db } from '@takt/kit';
import { eventually } from '@takt/kit/testing';
import { useSystem } from './use-system.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';

// A document's notification count through the gateway (decision 0069): the office uploads a file
// for members, notification puts it into the bell of each member with a login, and documents
// counts the members told; another company's members are not told and do not count.
const booted = useSystem('document-notices');
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  tenant = await createTenant(booted.system.gatewayUrl);
  other = await createTenant(booted.system.gatewayUrl);
}, 120_000);

const memberOf = (t: Tenant, firstName: string) =>
  t.api.post<{ id: string }>('/api/Attendees', {
    FirstName: firstName,
    LastName: 'Leser',
    UserName: `${firstName}.${randomUUID().slice(0, 6)}`,
  });

describe('the notification count of a document', () => {
  it('counts the members told about an upload for members', async () => {
    await memberOf(tenant, 'ada');
    await memberOf(tenant, 'bo');
    await memberOf(other, 'cleo');
    const notification = booted.system.services.get('notification')!.db as Db<unknown>;
    const logins = (companyId: string) =>
      notification.system(
        (tx) =>
          rawSql(tx).$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM member_audience WHERE company_id = ${companyId}::uuid AND user_id IS NOT NULL`,
      );
    await eventually(async () => ((await logins(tenant.companyId))[0]!.n === 2 ? true : undefined), 15_000);

    const form = new FormData();
    form.append('Title', 'Hausordnung');
    form.append(
      'File',
      new Blob([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], { type: 'application/pdf' }),
      'h.pdf',
    );
    const { id } = await tenant.api.request<{ id: string }>('POST', '/api/documents', form);
    const notified = await eventually(async () => {
      const list = await tenant.api.get<{ value: { id: string; notificationCount: number }[] }>(
        `/odata/documents?$filter=${encodeURIComponent('NotificationCount gt 0')}`,
      );
      return list.value.length ? list.value : undefined;
    }, 30_000);
    expect(notified).toEqual([expect.objectContaining({ id, notificationCount: 2 })]);
    const bell = await notification.system(
      (tx) => rawSql(tx).$queryRaw<{ company_id: string }[]>`SELECT company_id::text FROM web_push_message WHERE tag = ${`document:${id}`}`,
    );
    expect(bell.map((m) => m.company_id)).toEqual([tenant.companyId, tenant.companyId]);
  });
});
