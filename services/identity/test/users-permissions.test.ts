import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createStaffUser, signUp, userCaller, useTestService } from '@takt/kit/testing';
import { decodePermissions, defaultPermissions, grantedFlags, PERMISSION_FLAGS, type UserCaller } from '@takt/proto';
import { identityService } from '../src/service.ts';

const t = useTestService(identityService);
const call = t.call;

const createUser = async (caller: UserCaller, UserName: string, Authorities: string) =>
  (await createStaffUser(call, caller, { fields: { LastName: 'Öz', UserName, Authorities } })).id;

const permissionsOf = async (caller: UserCaller, id: string) =>
  (await call('GET', `/api/ApplicationUserPermissions/GetByUserId/${id}`, undefined, caller)).json();
const tokenFlags = async (userName: string) => {
  const login = await call('POST', '/api/Users/authenticate', { username: userName, password: 'Geheim#2026' });
  expect(login.statusCode).toBe(200);
  return decodePermissions(decodeJwt(login.json().accessToken).prm as string);
};

describe('permission sets', () => {
  it('answers the role defaults while no set is stored', async () => {
    const { admin } = await signUp(call);
    const employee = await createUser(admin, 'perm.employee', 'ROLE_EMPLOYEE');
    const trainer = await createUser(admin, 'perm.trainer', 'ROLE_TRAINER');
    const manager = await createUser(admin, 'perm.manager', 'ROLE_MANAGER');

    const e = await permissionsOf(admin, employee);
    expect(e).toMatchObject({
      id: null,
      applicationUserId: employee,
      isDefault: true,
      employeesView: true,
      employeesCreateDelete: false,
      coursesEdit: true,
    });
    expect(grantedFlags(e)).toEqual(grantedFlags(defaultPermissions(['employee'])));
    expect(grantedFlags(await permissionsOf(admin, trainer))).toEqual(grantedFlags(defaultPermissions(['trainer'])));
    expect(grantedFlags(await permissionsOf(admin, manager))).toEqual([...PERMISSION_FLAGS]);
    expect(await tokenFlags('perm.employee')).toEqual(grantedFlags(defaultPermissions(['employee'])));
  });

  it('stores sets through the parsing rule, and the next token carries them', async () => {
    const { admin } = await signUp(call);
    const id = await createUser(admin, 'perm.parsed', 'ROLE_EMPLOYEE');
    const posted = await call(
      'POST',
      '/api/ApplicationUserPermissions',
      {
        ApplicationUserId: id,
        EmployeesView: false,
        EmployeesCreateDelete: true,
        EmployeesEdit: true,
        CoursesView: true,
        CoursesEdit: true,
        ReferencesView: false,
        TariffsEdit: true,
        NewsView: true,
      },
      admin,
    );
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toMatchObject({
      applicationUserId: id,
      isDefault: false,
      employeesView: false,
      employeesCreateDelete: false,
      employeesEdit: false,
      coursesView: true,
      coursesEdit: true,
      tariffsEdit: false,
      newsView: true,
    });
    const setId = posted.json().id;
    expect(await permissionsOf(admin, id)).toMatchObject({
      id: setId,
      employeesCreateDelete: false,
      coursesEdit: true,
      attendeesView: false,
    });
    expect(await tokenFlags('perm.parsed')).toEqual(['newsView', 'coursesView', 'coursesEdit']);

    // PUT by the set's id replaces the set (missing flags are false); the user may read their own.
    const put = await call(
      'PUT',
      `/api/ApplicationUserPermissions/${setId}`,
      { Id: setId, ApplicationUserId: id, ReferencesView: true, SkillsCreateDelete: true },
      admin,
    );
    expect(put.statusCode, put.body).toBe(200);
    const self = userCaller('employee', admin.companyId, id);
    expect(grantedFlags(await permissionsOf(self, id))).toEqual(['referencesView', 'skillsCreateDelete']);
    expect((await call('PUT', `/api/ApplicationUserPermissions/${setId}`, { ApplicationUserId: admin.userId }, admin)).statusCode).toBe(
      400,
    );

    const log = (await t.outbox('identity.audit.recorded')).map(
      (e) => e.payload as { entityId: string; action: string; changes: Record<string, unknown> },
    );
    const changes = log.filter((e) => e.entityId === id && e.action === 'permissions_changed');
    expect(changes).toHaveLength(2);
    // Only what changed is logged: coursesEdit stayed true.
    expect(changes[0]!.changes).toMatchObject({ employeesView: { from: true, to: false } });
    expect(changes[0]!.changes).not.toHaveProperty('coursesEdit');
  });

  it('lets only admins and managers write sets; others read only their own or with employeesView', async () => {
    const { admin, companyId } = await signUp(call);
    const id = await createUser(admin, 'perm.guarded', 'ROLE_EMPLOYEE');
    const trainer = userCaller('trainer', companyId, await createUser(admin, 'perm.trainer2', 'ROLE_TRAINER'));
    const employee = userCaller('employee', companyId);
    const manager = userCaller('manager', companyId, await createUser(admin, 'perm.manager2', 'ROLE_MANAGER'));

    expect((await call('POST', '/api/ApplicationUserPermissions', { ApplicationUserId: id, NewsView: true }, employee)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/ApplicationUserPermissions/${id}`, { ApplicationUserId: id }, trainer)).statusCode).toBe(403);
    expect((await call('GET', `/api/ApplicationUserPermissions/GetByUserId/${id}`, undefined, trainer)).statusCode).toBe(403);
    expect((await call('GET', `/api/ApplicationUserPermissions/GetByUserId/${trainer.userId}`, undefined, trainer)).statusCode).toBe(200);
    expect((await call('GET', `/api/ApplicationUserPermissions/GetByUserId/${id}`, undefined, employee)).statusCode).toBe(200);
    // PUT by the user's id works before a set exists; an admin's set is the admin's business.
    expect(
      (await call('PUT', `/api/ApplicationUserPermissions/${id}`, { ApplicationUserId: id, NewsView: true }, manager)).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/ApplicationUserPermissions', { ApplicationUserId: admin.userId }, manager)).statusCode).toBe(403);
    // A manager's token without employeesEdit is refused by the contract.
    expect(
      (await call('POST', '/api/ApplicationUserPermissions', { ApplicationUserId: id }, { ...manager, permissions: [] })).statusCode,
    ).toBe(403);
  });

  it('UpdateAuthorities replaces the authorities and resets the set to the new role, unless one is sent', async () => {
    const { admin } = await signUp(call);
    const id = await createUser(admin, 'perm.promoted', 'ROLE_TRAINER');
    await call('POST', '/api/ApplicationUserPermissions', { ApplicationUserId: id, NewsView: true }, admin);

    const res = await call(
      'PUT',
      '/api/Employees/UpdateAuthorities',
      { ApplicationUserId: id, Authorities: 'ROLE_MANAGER,ROLE_TRAINER' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ authorities: ['ROLE_MANAGER', 'ROLE_TRAINER'], role: 'manager' });
    const reset = await permissionsOf(admin, id);
    expect(reset.isDefault).toBe(false);
    expect(grantedFlags(reset)).toEqual([...PERMISSION_FLAGS]);

    const withSet = await call(
      'PUT',
      '/api/Employees/UpdateAuthorities',
      { ApplicationUserId: id, Authorities: 'ROLE_EMPLOYEE', Permissions: { EmployeesView: true, EmployeesEdit: true, CoursesEdit: true } },
      admin,
    );
    expect(withSet.statusCode, withSet.body).toBe(200);
    expect(grantedFlags(await permissionsOf(admin, id))).toEqual(['employeesView', 'employeesEdit']);

    const bad = await call('PUT', '/api/Employees/UpdateAuthorities', { ApplicationUserId: id, Authorities: 'ROLE_BOSS' }, admin);
    expect(bad.statusCode).toBe(400);
    const events = (await t.outbox('identity.audit.recorded')).map(
      (e) => e.payload as { entityId: string; action: string; changes: Record<string, { from: unknown; to: unknown }> },
    );
    expect(events.find((e) => e.entityId === id && e.action === 'authorities_changed')!.changes.authorities).toEqual({
      from: ['ROLE_TRAINER'],
      to: ['ROLE_MANAGER', 'ROLE_TRAINER'],
    });
  });
});

describe('own profile', () => {
  it('reads and updates the profile, language and password of the caller', async () => {
    const { admin } = await signUp(call);
    const id = await createUser(admin, 'profil.user', 'ROLE_EMPLOYEE');
    const me = userCaller('employee', admin.companyId, id);

    expect((await call('GET', '/api/Users/GetProfileInfo', undefined, me)).json()).toMatchObject({
      id,
      userName: 'profil.user',
      language: 'de',
    });
    const updated = await call(
      'PUT',
      '/api/Employees/UpdateProfile',
      { FirstName: 'Eva', LastName: 'Groß', Email: 'eva@example.com', Phone: '030/1234', AgreedWithReceivingEmails: false },
      me,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ fullName: 'Groß, Eva', phone: '030/1234', agreedWithReceivingEmails: false });
    expect(
      (await call('PUT', '/api/Employees/UpdateProfile', { FirstName: 'Eva', LastName: 'Groß', Phone: '030 1234' }, me)).statusCode,
    ).toBe(400);

    expect((await call('PUT', '/api/Employees/UpdateLanguage', { Language: 'en' }, me)).statusCode).toBe(200);
    expect((await call('PUT', '/api/Employees/UpdateLanguage', { Language: 'fr' }, me)).statusCode).toBe(400);
    expect((await call('GET', '/api/Users/GetProfileInfo', undefined, me)).json().language).toBe('en');
    // Notification writes this user's mails in English from now on (decision 0053); the refused 'fr' announced nothing.
    const languages = (await t.outbox('identity.user.language-changed')).map((e) => e.payload);
    expect(languages).toEqual([{ userId: me.userId, language: 'en' }]);

    expect((await call('PUT', '/api/Employees/UpdatePassword', { Password: 'schwach' }, me)).statusCode).toBe(400);
    expect((await call('PUT', '/api/Employees/UpdatePassword', { Password: 'Neu$Passwort1', UserId: admin.userId }, me)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', '/api/Employees/UpdatePassword', { Password: 'Neu$Passwort1' }, { ...me, impersonatorId: admin.userId }))
        .statusCode,
    ).toBe(403);
    expect((await call('PUT', '/api/Employees/UpdatePassword', { Password: 'Neu$Passwort1' }, me)).statusCode).toBe(200);
    expect((await call('POST', '/api/Users/authenticate', { username: 'profil.user', password: 'Neu$Passwort1' })).statusCode).toBe(200);

    const log = (await t.outbox('identity.audit.recorded')).map(
      (e) => e.payload as { entityId: string; action: string; changes: Record<string, unknown> },
    );
    const mine = log.filter((e) => e.entityId === id && e.action === 'updated');
    expect(mine.map((e) => Object.keys(e.changes).sort())).toEqual([
      ['agreedWithReceivingEmails', 'email', 'lastName', 'phone'],
      ['language'],
      ['password'],
    ]);
    expect(JSON.stringify(mine)).not.toContain('Neu$Passwort1');
  });
});
