import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger, rawSql, runBackfills, type Db } from '@takt/kit';
import { eventually } from '@takt/kit/testing';
import { membershipService } from '@takt/membership';
import { useSystem } from './use-system.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';

// A member whose attendee events left the stream before documents and notification kept their
// names: membership's backfill (decisions 0046, 0069) names them as a document's responsible and as
// a note's person.
const booted = useSystem('member-names');
let tenant: Tenant;
type Service = 'membership' | 'documents' | 'notification';
const db = (name: Service) => booted.system.services.get(name)!.db as Db<unknown>;
const sql = <T>(name: Service, fn: (q: ReturnType<typeof rawSql>) => Promise<T>) => db(name).system((tx) => fn(rawSql(tx)));

beforeAll(async () => {
  tenant = await createTenant(booted.system.gatewayUrl);
}, 120_000);

describe("membership's attendee backfill for documents' and notes' names", () => {
  it('names a member documents and notification never heard of once membership announced them again', async () => {
    const { api, companyId } = tenant;
    const member = await api.post<{ id: string }>('/api/Attendees', {
      FirstName: 'Olga',
      LastName: 'Alt',
      UserName: `olga.${randomUUID().slice(0, 6)}`,
    });
    const [login] = await sql(
      'membership',
      (q) => q.$queryRaw<{ id: string }[]>`SELECT application_user_id AS id FROM attendee WHERE id = ${member.id}::uuid`,
    );
    const folder = await api.post<{ id: string }>('/api/documents/Folder', { Title: 'Verträge' });
    await api.request('PUT', `/api/documents/${folder.id}`, { Title: 'Verträge', ResponsibleId: login!.id });
    await eventually(() => api.post('/api/Notes', { Name: 'Rücken', ParentId: member.id }), 15_000);
    const responsible = async () =>
      (await api.get<{ responsibleFullName: string | null }>(`/api/documents/${folder.id}`)).responsibleFullName;
    const person = async () => (await api.get<{ value: { personFullName: string | null }[] }>('/odata/Notes')).value[0]!.personFullName;
    await eventually(async () => ((await responsible()) && (await person()) ? true : undefined), 15_000);

    // As before documents and notification kept names: neither knows the member's.
    await sql('documents', (q) => q.$executeRaw`DELETE FROM member_name WHERE company_id = ${companyId}::uuid`);
    await sql('notification', (q) => q.$executeRaw`UPDATE member_audience SET full_name = NULL WHERE company_id = ${companyId}::uuid`);
    expect(await responsible()).toBeNull();
    expect(await person()).toBeNull();

    await sql('membership', (q) => q.$executeRaw`DELETE FROM kit_backfill`);
    await runBackfills(db('membership'), membershipService.backfills as never, createLogger('backfill', 'silent'));
    await eventually(async () => ((await responsible()) === 'Alt, Olga' ? true : undefined), 30_000);
    await eventually(async () => ((await person()) === 'Alt, Olga' ? true : undefined), 30_000);
  });
});
