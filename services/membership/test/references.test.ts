import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { membershipService } from '../src/service.ts';
import { catalogueClient } from './catalogue-fixtures.ts';

const t = useTestService(membershipService);
const c = catalogueClient(t);

describe('reference tables', () => {
  it('creates, reads, lists, updates and deletes entries of a table, the table name in any case', async () => {
    const a = userCaller('manager');
    const id = await c.entry(a, 'characteristic', { Name: 'Vegetarisch', Info: 'Essen' });
    const [second, third] = await c.ok(
      'POST',
      '/api/references/AddMultiple/Characteristic',
      { Entries: [{ Name: 'Anfänger' }, { Name: 'Zebra', Active: false }] },
      a,
    );
    await c.entry(a, 'Equipment', { Name: 'Matte' });

    expect(await c.ok('GET', `/api/references/Characteristic/${id}`, undefined, a)).toEqual({
      id,
      tableName: 'Characteristic',
      name: 'Vegetarisch',
      info: 'Essen',
      type: 1,
      active: true,
    });
    const all = await c.ok('GET', '/api/references/GetAllByTableName/Characteristic', undefined, a);
    expect(all.map((e: { id: string }) => e.id)).toEqual([second, id, third]);
    const page = await c.ok(
      'GET',
      '/odata/References/GetByTableName/CHARACTERISTIC?$filter=active eq true&$count=true&$top=1',
      undefined,
      a,
    );
    expect(page).toMatchObject({ '@odata.count': 2, value: [{ name: 'Anfänger' }] });

    expect(await c.ok('PUT', `/api/references/Characteristic/${id}`, { Name: 'Vegan', Active: false }, a)).toMatchObject({
      name: 'Vegan',
      active: false,
    });
    await c.ok('DELETE', `/api/references/${id}/Characteristic`, undefined, a);
    expect((await c.get(`/api/references/Characteristic/${id}`, a)).statusCode).toBe(404);
    // An entry is found only through its own table.
    expect((await c.get(`/api/references/Equipment/${second}`, a)).statusCode).toBe(404);
  });

  it('answers unknown_table (400) for a table it does not serve, storing nothing', async () => {
    const a = userCaller('manager');
    const id = await c.entry(a, 'Licence', { Name: 'Trainer C' });
    const calls: [Parameters<typeof c.call>[0], string, unknown][] = [
      ['POST', '/api/references/Attendee', { Name: 'X' }],
      ['POST', '/api/references/AddMultiple/Licences', { Entries: [{ Name: 'X' }] }],
      ['GET', '/api/references/GetAllByTableName/Nope', undefined],
      ['GET', '/odata/References/GetByTableName/Nope', undefined],
      ['GET', `/api/references/Nope/${id}`, undefined],
      ['PUT', `/api/references/Nope/${id}`, { Name: 'X' }],
      ['DELETE', `/api/references/${id}/Nope`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const res = await c.call(method, url, body, a);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'unknown_table' });
    }
    expect(await t.db.system((tx) => tx.referenceEntry.count({ where: { companyId: a.companyId } }))).toBe(1);
  });

  it('refuses bad input with field errors: empty name, max age below min age, negative cost', async () => {
    const a = userCaller('manager');
    const tries: [string, Record<string, unknown>, string][] = [
      ['Equipment', { Name: '  ' }, 'name'],
      ['MemberStatus', { Name: 'Kind', MinAge: 10, MaxAge: 5 }, 'maxAge'],
      ['Cost', { Name: 'Gebühr', Cost: -1 }, 'cost'],
      ['Cost', { Name: 'Gebühr', Type: 7 }, 'type'],
    ];
    for (const [table, body, field] of tries) {
      const res = await c.call('POST', `/api/references/${table}`, body, a);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
    const many = await c.call('POST', '/api/references/AddMultiple/AttendeeRole', { Entries: [{ Name: 'Gut' }, { Name: '' }] }, a);
    expect(many.statusCode).toBe(400);
    expect(await t.db.system((tx) => tx.referenceEntry.count({ where: { companyId: a.companyId } }))).toBe(0);
  });

  it('keeps a member status attendees hold (in_use)', async () => {
    const a = userCaller('manager');
    const status = await c.entry(a, 'MemberStatus', { Name: 'Student' });
    await c.ok('POST', '/api/Attendees', { FirstName: 'Sina', LastName: 'Status', MemberStatusId: status }, a);
    const res = await c.call('DELETE', `/api/references/${status}/MemberStatus`, undefined, a);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'in_use', details: { attendees: 1 } });
  });

  it("answers 404 for another company's entries", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const id = await c.entry(a, 'AttendeeRole', { Name: 'Kapitän' });
    expect((await c.get(`/api/references/AttendeeRole/${id}`, b)).statusCode).toBe(404);
    expect((await c.call('PUT', `/api/references/AttendeeRole/${id}`, { Name: 'Gekapert' }, b)).statusCode).toBe(404);
    expect((await c.call('DELETE', `/api/references/${id}/AttendeeRole`, undefined, b)).statusCode).toBe(404);
    expect(await c.ok('GET', '/api/references/GetAllByTableName/AttendeeRole', undefined, b)).toEqual([]);
    expect((await c.ok('GET', `/api/references/AttendeeRole/${id}`, undefined, a)).name).toBe('Kapitän');
  });

  it('lets only admin and manager write, each table needing its own flag, and staff read', async () => {
    const a = userCaller('manager');
    const id = await c.entry(a, 'Equipment', { Name: 'Ball' });
    for (const role of ['employee', 'trainer', 'attendee'] as const) {
      const other = userCaller(role, a.companyId);
      expect((await c.call('POST', '/api/references/Equipment', { Name: 'X' }, other)).statusCode).toBe(403);
      expect((await c.call('PUT', `/api/references/Equipment/${id}`, { Name: 'X' }, other)).statusCode).toBe(403);
      expect((await c.call('DELETE', `/api/references/${id}/Equipment`, undefined, other)).statusCode).toBe(403);
    }
    // A manager whose permission set lacks equipmentsCreateDelete may still edit, but not create.
    const limited = { ...a, permissions: a.permissions.filter((p) => p !== 'equipmentsCreateDelete') };
    expect((await c.call('POST', '/api/references/Equipment', { Name: 'X' }, limited)).statusCode).toBe(403);
    expect((await c.call('DELETE', `/api/references/${id}/Equipment`, undefined, limited)).statusCode).toBe(403);
    expect((await c.call('PUT', `/api/references/Equipment/${id}`, { Name: 'Ball 2' }, limited)).statusCode).toBe(200);
    expect((await c.call('POST', '/api/references/Characteristic', { Name: 'Y' }, limited)).statusCode).toBe(200);
    expect((await c.get('/api/references/GetAllByTableName/Equipment', userCaller('trainer', a.companyId))).statusCode).toBe(200);
    expect((await c.get('/api/references/GetAllByTableName/Equipment', userCaller('attendee', a.companyId))).statusCode).toBe(403);
  });
});

describe('skills', () => {
  it('lists all or only active skills, reads, updates and deletes one', async () => {
    const a = userCaller('manager');
    const yoga = await c.entry(a, 'Skill', { Name: 'Yoga' });
    const aqua = await c.entry(a, 'Skill', { Name: 'Aqua', Active: false });
    await c.entry(a, 'Licence', { Name: 'Keine Fähigkeit' });

    expect(await c.ok('GET', `/api/skills/${yoga}`, undefined, a)).toEqual({ id: yoga, name: 'Yoga', active: true });
    expect((await c.ok('GET', '/api/skills/GetAll', undefined, a)).map((s: { name: string }) => s.name)).toEqual(['Aqua', 'Yoga']);
    expect((await c.ok('GET', '/api/skills/GetAll?activeOnly=true', undefined, a)).map((s: { name: string }) => s.name)).toEqual(['Yoga']);
    expect(await c.ok('GET', '/odata/skills?activeOnly=true&$count=true', undefined, a)).toEqual({
      '@odata.count': 1,
      value: [{ id: yoga, name: 'Yoga', active: true }],
    });

    expect(await c.ok('PUT', `/api/skills/${aqua}`, { Name: 'Aqua Fitness', Active: true }, a)).toEqual({
      id: aqua,
      name: 'Aqua Fitness',
      active: true,
    });
    expect((await c.call('PUT', `/api/skills/${aqua}`, { Name: '' }, a)).statusCode).toBe(400);
    await c.ok('DELETE', `/api/skills/${yoga}`, undefined, a);
    expect((await c.ok('GET', '/odata/skills?$count=true', undefined, a))['@odata.count']).toBe(1);
  });

  it("answers 404 for another company's skill or a non-skill entry, and 403 for roles without skill rights", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const skill = await c.entry(a, 'Skill', { Name: 'Pilates' });
    const licence = await c.entry(a, 'Licence', { Name: 'Lizenz' });
    expect((await c.get(`/api/skills/${skill}`, b)).statusCode).toBe(404);
    expect((await c.call('PUT', `/api/skills/${skill}`, { Name: 'X' }, b)).statusCode).toBe(404);
    expect((await c.call('DELETE', `/api/skills/${skill}`, undefined, b)).statusCode).toBe(404);
    expect((await c.get(`/api/skills/${licence}`, a)).statusCode).toBe(404);
    expect((await c.call('DELETE', `/api/skills/${licence}`, undefined, a)).statusCode).toBe(404);
    expect((await c.call('PUT', `/api/skills/${skill}`, { Name: 'X' }, userCaller('employee', a.companyId))).statusCode).toBe(403);
    expect((await c.call('DELETE', `/api/skills/${skill}`, undefined, userCaller('trainer', a.companyId))).statusCode).toBe(403);
    expect((await c.ok('GET', `/api/skills/${skill}`, undefined, a)).name).toBe('Pilates');
  });
});
