import { describe, expect, it } from 'vitest';
import { createStaffUser, signUp, userCaller, useTestService } from '@takt/kit/testing';
import type { UserCaller } from '@takt/proto';
import { identityService } from '../src/service.ts';

const t = useTestService(identityService);
const call = t.call;

const createAdmin = (caller: UserCaller, extra: Record<string, unknown> = {}) =>
  createStaffUser(call, caller, { as: 'admin', fields: { FirstName: 'Zoe', LastName: 'Zweit', ...extra } });

const authorities = (caller: UserCaller, id: string, value: string) =>
  call('PUT', '/api/Employees/UpdateAuthorities', { ApplicationUserId: id, Authorities: value }, caller);
const setActive = (caller: UserCaller, id: string, userName: string, active: boolean) =>
  call('PUT', '/api/Employees/de', { Id: id, FirstName: 'Anna', LastName: 'Admin', UserName: userName, Active: active }, caller);

const expectLastAdminConflict = (res: { statusCode: number; json: () => { code: string; message: string } }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json().code).toBe('conflict');
  expect(res.json().message).toMatch(/last active admin/);
};

describe('the last active admin of a company', () => {
  it('cannot be deleted, deactivated or lose ROLE_ADMIN (409)', async () => {
    const { admin, adminUserName: userName, companyId } = await signUp(call);
    // Another admin token (e.g. one issued before its account was removed) is the only way to reach delete.
    const otherToken = userCaller('admin', companyId);

    expectLastAdminConflict(await authorities(admin, admin.userId, 'ROLE_MANAGER'));
    expectLastAdminConflict(await setActive(admin, admin.userId, userName, false));
    expectLastAdminConflict(await call('DELETE', `/api/Employees/${admin.userId}`, undefined, otherToken));
    // Keeping ROLE_ADMIN while adding another authority is fine; so is an update that stays active.
    expect((await authorities(admin, admin.userId, 'ROLE_ADMIN,ROLE_TRAINER')).statusCode).toBe(200);
    expect((await setActive(admin, admin.userId, userName, true)).statusCode).toBe(200);

    // A passive admin does not count as one.
    await createAdmin(admin, { Active: false });
    expectLastAdminConflict(await authorities(admin, admin.userId, 'ROLE_EMPLOYEE'));

    const me = (await call('GET', `/api/Employees/${admin.userId}`, undefined, admin)).json();
    expect(me).toMatchObject({ active: true, authorities: ['ROLE_ADMIN', 'ROLE_TRAINER'] });
  });

  it('may go once another active admin exists, and then that one is the last', async () => {
    const { admin, adminUserName: userName } = await signUp(call);
    const second = await createAdmin(admin);
    const secondCaller = userCaller('admin', admin.companyId, second.id);

    expect((await authorities(secondCaller, admin.userId, 'ROLE_MANAGER')).statusCode).toBe(200);
    expectLastAdminConflict(await setActive(secondCaller, second.id, second.userName, false));
    expectLastAdminConflict(await call('DELETE', `/api/Employees/${second.id}`, undefined, admin));

    expect((await authorities(secondCaller, admin.userId, 'ROLE_ADMIN')).statusCode).toBe(200);
    expect((await setActive(secondCaller, admin.userId, userName, false)).statusCode).toBe(200);
    expect((await setActive(secondCaller, admin.userId, userName, true)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/Employees/${admin.userId}`, undefined, secondCaller)).statusCode).toBe(200);
  });

  it('survives two admins demoting each other at once: exactly one wins', async () => {
    const { admin } = await signUp(call);
    const second = await createAdmin(admin);
    const secondCaller = userCaller('admin', admin.companyId, second.id);

    const results = await Promise.all([
      authorities(admin, second.id, 'ROLE_MANAGER'),
      authorities(secondCaller, admin.userId, 'ROLE_MANAGER'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const count = await call('GET', '/api/Employees/GetAll', undefined, admin);
    expect(count.json().filter((u: { authorities: string[] }) => u.authorities.includes('ROLE_ADMIN'))).toHaveLength(1);
  });
});
