import { describe, expect, it } from 'vitest';
import { signUp, useTestService } from '@takt/kit/testing';
import { identityService } from '../src/service.ts';

const t = useTestService(identityService);
const call = t.call;

const person = (userName: string, extra: Record<string, unknown> = {}) => ({
  FirstName: 'Tina',
  LastName: 'Trainer',
  UserName: userName,
  Email: `${userName.replace(/[^a-z0-9]/gi, '')}@example.com`,
  Password: 'Geheim#2026',
  ...extra,
});

type Saved = { userId: string; firstName: string; lastName: string; roles: string[]; active: boolean };
const staffEvents = async (userId: string) =>
  (await t.outbox()).filter((e) => e.subject.startsWith('identity.staff-user.') && (e.payload as { userId: string }).userId === userId);

describe('staff user events', () => {
  it('announces a staff user on create, update, authorities change, deactivation and delete', async () => {
    const { admin } = await signUp(call);
    const created = await call('POST', '/api/Trainers/de', person('tina.trainer'), admin);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;

    await call('PUT', '/api/Trainers/de', { ...person('tina.trainer', { LastName: 'Turner' }), Id: id }, admin);
    await call('PUT', '/api/Employees/UpdateAuthorities', { ApplicationUserId: id, Authorities: 'ROLE_TRAINER,ROLE_EMPLOYEE' }, admin);
    await call('PUT', '/api/Trainers/de', { ...person('tina.trainer', { LastName: 'Turner' }), Id: id, Active: false }, admin);
    expect((await call('DELETE', `/api/Employees/${id}`, undefined, admin)).statusCode).toBe(200);

    const events = await staffEvents(id);
    expect(events.map((e) => e.subject)).toEqual([
      'identity.staff-user.saved',
      'identity.staff-user.saved',
      'identity.staff-user.saved',
      'identity.staff-user.saved',
      'identity.staff-user.deleted',
    ]);
    const saved = events.slice(0, 4).map((e) => e.payload as Saved);
    expect(saved[0]).toEqual({ userId: id, firstName: 'Tina', lastName: 'Trainer', roles: ['trainer'], active: true });
    expect(saved[1]!.lastName).toBe('Turner');
    expect(saved[2]!.roles.sort()).toEqual(['employee', 'trainer']);
    expect(saved[3]!.active).toBe(false);
  });

  it('announces the signed-up admin and profile changes of staff, not of others', async () => {
    const { admin } = await signUp(call);
    const events = await staffEvents(admin.userId);
    expect(events.map((e) => e.payload)).toMatchObject([{ userId: admin.userId, roles: ['admin'], active: true }]);
    expect(events[0]!.companyId).toBe(admin.companyId);
    const profile = (await call('GET', '/api/Users/GetProfileInfo', undefined, admin)).json();
    const res = await call('PUT', '/api/Employees/UpdateProfile', { ...profile, LastName: 'Neumann' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await staffEvents(admin.userId)).at(-1)!.payload).toMatchObject({ lastName: 'Neumann' });
  });

  it('announces nothing when a save is refused', async () => {
    const { admin } = await signUp(call);
    const before = (await t.outbox()).filter((e) => e.subject.startsWith('identity.staff-user.')).length;
    const bad = await call('POST', '/api/Trainers/de', person('x', { UserName: '' }), admin);
    expect(bad.statusCode).toBe(400);
    expect((await t.outbox()).filter((e) => e.subject.startsWith('identity.staff-user.')).length).toBe(before);
  });
});
