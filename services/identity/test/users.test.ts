import { describe, expect, it } from 'vitest';
import { asTenant } from '@takt/kit';
import { signUp, userCaller, useTestService } from '@takt/kit/testing';
import { Password, type UserCaller } from '@takt/proto';
import { identityService } from '../src/service.ts';

const t = useTestService(identityService);
const call = t.call;

const person = (userName: string, extra: Record<string, unknown> = {}) => ({
  FirstName: 'Jürgen',
  LastName: 'Weiß',
  UserName: userName,
  Email: `${userName.replace(/[^a-z0-9]/gi, '')}@example.com`,
  Password: 'Geheim#2026',
  ...extra,
});

async function createEmployee(caller: UserCaller, userName: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/Employees/de', person(userName, extra), caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

const audits = async (entityId: string) =>
  (await t.outbox('identity.audit.recorded'))
    .filter((e) => (e.payload as { entityId: string }).entityId === entityId)
    .map(
      (e) =>
        e.payload as {
          action: string;
          executedById: string;
          executedByName: string;
          changes: Record<string, { from: unknown; to: unknown }>;
        },
    );

describe('employees', () => {
  it('creates, reads, updates and soft-deletes an employee, auditing each change', async () => {
    const { admin, companyId } = await signUp(call);
    const id = await createEmployee(admin, 'jürgen.weiß', {
      Salutation: 'mr',
      Phone: '+49 (30) 123-45/6'.replace(/ /g, ''),
      FromDate: '2026-01-01',
      TillDate: '2030-12-31',
      Birthday: '1990-05-17',
      Authorities: 'ROLE_EMPLOYEE,ROLE_TRAINER',
    });

    const mails = await t.outbox('identity.mail.requested');
    expect(mails.map((m) => m.payload)).toContainEqual(
      expect.objectContaining({ to: 'jrgenwei@example.com', template: 'email-confirmation', userId: id }),
    );

    const got = await call('GET', `/api/Employees/${id}`, undefined, admin);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      id,
      companyId,
      userName: 'jürgen.weiß',
      fullName: 'Weiß, Jürgen',
      salutation: 'mr',
      fromDate: '2026-01-01',
      tillDate: '2030-12-31',
      birthday: '1990-05-17',
      agreedWithReceivingEmails: true,
      isIntern: true,
      authorities: ['ROLE_EMPLOYEE', 'ROLE_TRAINER'],
      role: 'employee',
      active: true,
    });
    expect(got.json()).not.toHaveProperty('passwordHash');

    const updated = await call('PUT', '/api/Employees/de', { ...person('jürgen.weiß'), Id: id, City: 'Köln', Active: false }, admin);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      city: 'Köln',
      active: false,
      inactiveOrExpired: true,
      authorities: ['ROLE_EMPLOYEE', 'ROLE_TRAINER'],
    });

    expect((await call('DELETE', `/api/Employees/${id}`, undefined, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/Employees/${id}`, undefined, admin)).statusCode).toBe(404);

    const log = await audits(id);
    expect(log.map((e) => e.action)).toEqual(['created', 'updated', 'deleted']);
    expect(log[0]).toMatchObject({ executedById: admin.userId, executedByName: 'Admin, Anna' });
    expect(log[1]!.changes).toMatchObject({ city: { from: null, to: 'Köln' }, active: { from: true, to: false } });
    expect(JSON.stringify(log)).not.toContain('argon2');
  });

  it('lists employees without trainer-only accounts unless includeTrainers, trainers apart, in the spec order', async () => {
    const { admin } = await signUp(call);
    await createEmployee(admin, 'zeta.employee', { LastName: 'Zeta' });
    await createEmployee(admin, 'beta.passive', { LastName: 'Beta', Active: false });
    const trainer = await call('POST', '/api/Trainers/de', person('tom.trainer', { LastName: 'Trainer' }), admin);
    expect(trainer.statusCode).toBe(200);
    expect((await call('GET', `/api/Trainers/${trainer.json().id}`, undefined, admin)).json().authorities).toEqual(['ROLE_TRAINER']);

    const names = async (url: string) =>
      (await call('GET', url, undefined, admin)).json().value.map((u: { lastName: string }) => u.lastName);
    expect(await names('/odata/Employees?$top=50')).toEqual(['Admin', 'Zeta', 'Beta']);
    expect(await names('/odata/Employees?$top=50&includeTrainers=true')).toEqual(['Admin', 'Trainer', 'Zeta', 'Beta']);
    expect(await names('/odata/Trainers')).toEqual(['Trainer']);
    const filtered = await call(
      'GET',
      `/odata/Employees?$filter=${encodeURIComponent("contains(lastName,'zet')")}&$count=true`,
      undefined,
      admin,
    );
    expect(filtered.json()['@odata.count']).toBe(1);

    const count = await call('GET', '/api/Employees/GetCountOfActiveAdminsManagers', undefined, admin);
    expect(count.json()).toEqual({ count: 1 });
  });

  it('checks user names and passwords, with umlauts, on create', async () => {
    const { admin } = await signUp(call);
    for (const bad of ['jürgen weiß', 'a/b']) {
      const res = await call('POST', '/api/Employees/de', person(bad), admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain('userName');
    }
    for (const pw of ['geheim#2026', 'GEHEIM#2026', 'Geheim2026', 'Gehe#1']) {
      const res = await call('POST', '/api/Employees/de', person('müller.öz', { Password: pw }), admin);
      expect(res.statusCode, pw).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain('password');
    }
    await createEmployee(admin, 'müller.öz', { Password: 'Geheim#2026' });
    const login = await call('POST', '/api/Users/authenticate', { Username: 'MÜLLER.ÖZ', Password: 'Geheim#2026' });
    expect(login.statusCode).toBe(200);

    // Without a password a random one is set: no login with an empty one, the account exists.
    const id = await createEmployee(admin, 'ohne.passwort', { Password: undefined });
    expect((await call('GET', `/api/Employees/${id}`, undefined, admin)).statusCode).toBe(200);

    const random = await call('GET', '/api/Users/GetRandomPassword', undefined, admin);
    expect(Password.safeParse(random.json().password).success).toBe(true);
  });

  it('keeps user names unique across companies and e-mails unique per company, case-insensitively', async () => {
    const a = await signUp(call);
    const b = await signUp(call);
    const id = await createEmployee(a.admin, 'Jörg_Groß', { Email: 'Juergen@Example.com' });

    const sameName = await call('POST', '/api/Employees/de', person('JÖRG_GROß', { Email: 'x@example.com' }), b.admin);
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ code: 'user_name_taken', details: { field: 'userName' } });

    const sameMail = await call('POST', '/api/Employees/de', person('other.name', { Email: 'juergen@example.COM' }), a.admin);
    expect(sameMail.statusCode).toBe(409);
    expect(sameMail.json().code).toBe('email_taken');
    // Another company may use the address.
    await createEmployee(b.admin, 'other.name', { Email: 'juergen@example.com' });

    const v = (path: string, body: unknown, caller?: UserCaller) =>
      call('POST', `/api/ApplicationUsers/${path}`, body, caller).then((r) => r.json());
    expect(await v('ValidateUserName', { userName: 'JÖRG_groß', id: null })).toEqual({ valid: false, reason: 'taken' });
    expect(await v('ValidateUserName', { UserName: 'jörg_groß', Id: id })).toEqual({ valid: true });
    // '_' is a plain character here, not a pattern.
    expect(await v('ValidateUserName', { userName: 'jörgXgroß' })).toEqual({ valid: true });
    expect(await v('ValidateUserName', { userName: 'jörg groß' })).toEqual({ valid: false, reason: 'characters' });
    expect(await v('ValidateUserName', { userName: 'neu.name' })).toEqual({ valid: true });
    expect(await v('ValidateUserNameForContact', { userName: '' })).toEqual({ valid: false, reason: 'required' });
    expect(await v('ValidateUserNameForContact', { userName: 'Jörg_Groß', id })).toEqual({ valid: true });
    expect(await v('ValidateExistingEmail', { email: 'JUERGEN@example.com', id: null, companyId: a.companyId }, a.admin)).toEqual({
      valid: false,
      reason: 'taken',
    });
    expect(await v('ValidateExistingEmail', { email: 'juergen@example.com', id }, a.admin)).toEqual({ valid: true });
    expect(await v('ValidateExistingEmail', { email: 'nobody@example.com' }, a.admin)).toEqual({ valid: true });
    expect(await v('ValidateExistingEmail', { email: 'not-an-address' }, a.admin)).toEqual({ valid: false, reason: 'invalid' });
    expect((await call('POST', '/api/ApplicationUsers/ValidateExistingEmail', { email: 'x@example.com' })).statusCode).toBe(401);
  });

  it('needs a free licence to activate an employee (409 licence_required)', async () => {
    const { admin, companyId } = await signUp(call);
    // The admin holds one of the trial's 5 licences.
    for (let i = 1; i <= 4; i++) await createEmployee(admin, `lizenz.${i}`);
    expect((await call('GET', '/api/Employees/GetLicenceInfo', undefined, admin)).json()).toEqual({
      totalLicences: 5,
      activeUsers: 5,
      moreLicencesNeeded: false,
      maxAttendees: null,
      stripeCustomerId: null,
    });

    const sixth = await call('POST', '/api/Employees/de', person('lizenz.6'), admin);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'licence_required', details: { totalLicences: 5, activeUsers: 5 } });

    // Passive employees and trainers need none; activating the passive one does.
    const passive = await createEmployee(admin, 'lizenz.passiv', { Active: false });
    expect((await call('POST', '/api/Trainers/de', person('lizenz.trainer'), admin)).statusCode).toBe(200);
    const activate = await call('PUT', '/api/Employees/de', { ...person('lizenz.passiv'), Id: passive, Active: true }, admin);
    expect(activate.statusCode).toBe(409);
    expect(activate.json().code).toBe('licence_required');

    await asTenant(companyId, () => t.db.tx((tx) => tx.companyLicence.create({ data: { totalLicences: 6 } })));
    expect((await call('PUT', '/api/Employees/de', { ...person('lizenz.passiv'), Id: passive, Active: true }, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/Employees/GetLicenceInfo', undefined, admin)).json()).toEqual({
      totalLicences: 6,
      activeUsers: 6,
      moreLicencesNeeded: false,
      maxAttendees: null,
      stripeCustomerId: null,
    });
  });

  it('tells a deleted user and a passive user apart at login', async () => {
    const { admin } = await signUp(call);
    const gone = await createEmployee(admin, 'geloescht.user');
    await createEmployee(admin, 'passiv.user', { Active: false });
    expect((await call('DELETE', `/api/Employees/${gone}`, undefined, admin)).statusCode).toBe(200);

    const deleted = await call('POST', '/api/Users/authenticate', { username: 'geloescht.user', password: 'Geheim#2026' });
    expect(deleted.statusCode).toBe(401);
    expect(deleted.json().code).toBe('login_user_deleted');
    const passive = await call('POST', '/api/Users/authenticate', { username: 'passiv.user', password: 'Geheim#2026' });
    expect(passive.statusCode).toBe(401);
    expect(passive.json().code).toBe('login_user_passive');
  });

  it('keeps each company to its own users: a manager of A gets 404 for a user of B', async () => {
    const a = await signUp(call);
    const b = await signUp(call);
    const managerA = userCaller('manager', a.companyId, await createEmployee(a.admin, 'manager.a', { Authorities: 'ROLE_MANAGER' }));
    const userB = await createEmployee(b.admin, 'user.b');

    expect((await call('GET', `/api/Employees/${userB}`, undefined, managerA)).statusCode).toBe(404);
    expect((await call('PUT', '/api/Employees/de', { ...person('user.b'), Id: userB, City: 'Hack' }, managerA)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Employees/${userB}`, undefined, managerA)).statusCode).toBe(404);
    expect(
      (await call('PUT', '/api/Employees/UpdateAuthorities', { ApplicationUserId: userB, Authorities: 'ROLE_MANAGER' }, managerA))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/ApplicationUserPermissions/GetByUserId/${userB}`, undefined, managerA)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/ApplicationUserPermissions', { ApplicationUserId: userB, EmployeesView: true }, managerA)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/odata/Employees?$count=true', undefined, managerA)).json()['@odata.count']).toBe(2);
    expect((await call('GET', `/api/Employees/${userB}`, undefined, b.admin)).json().city).toBeNull();
  });

  it('enforces roles: trainers, employees without the permission, managers granting admin', async () => {
    const { admin, companyId } = await signUp(call);
    const trainer = userCaller('trainer', companyId);
    const employee = userCaller('employee', companyId);
    const manager = userCaller('manager', companyId, await createEmployee(admin, 'the.manager', { Authorities: 'ROLE_MANAGER' }));
    const target = await createEmployee(admin, 'the.target');

    // Employee defaults lack employeesCreateDelete; a granted employee may create, but no managers.
    expect((await call('POST', '/api/Employees/de', person('by.employee'), employee)).statusCode).toBe(403);
    const granted: UserCaller = { ...employee, permissions: [...employee.permissions, 'employeesCreateDelete'] };
    expect((await call('POST', '/api/Employees/de', person('by.employee'), granted)).statusCode).toBe(200);
    expect((await call('POST', '/api/Employees/de', person('by.employee2', { Authorities: 'ROLE_MANAGER' }), granted)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/api/Employees/de', person('no.perms'), { ...admin, roles: ['manager'], permissions: [] })).statusCode,
    ).toBe(403);

    // A trainer may see trainers but nothing of the office and management endpoints.
    expect((await call('GET', '/odata/Employees', undefined, trainer)).statusCode).toBe(403);
    expect(
      (await call('PUT', '/api/Employees/UpdateAuthorities', { ApplicationUserId: target, Authorities: 'ROLE_TRAINER' }, trainer))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/ApplicationUserPermissions', { ApplicationUserId: target }, trainer)).statusCode).toBe(403);
    expect((await call('GET', '/api/Employees/GetCountOfActiveAdminsManagers', undefined, trainer)).statusCode).toBe(403);
    expect((await call('GET', '/odata/Trainers', undefined, trainer)).statusCode).toBe(200);
    expect(
      (await call('PUT', '/api/Employees/UpdateAuthorities', { ApplicationUserId: target, Authorities: 'ROLE_TRAINER' }, employee))
        .statusCode,
    ).toBe(403);

    // Only admins make admins, or touch them.
    const admins = (c: UserCaller, name: string) => call('POST', '/api/Users/CreateAdmin/de/DE', person(name), c);
    expect((await admins(manager, 'by.manager')).statusCode).toBe(403);
    expect((await admins(trainer, 'by.trainer')).statusCode).toBe(403);
    const second = await admins(admin, 'second.admin');
    expect(second.statusCode).toBe(200);
    expect((await call('GET', `/api/Employees/${second.json().id}`, undefined, admin)).json().authorities).toEqual(['ROLE_ADMIN']);
    expect((await call('POST', '/api/Employees/de', person('made.admin', { Authorities: 'ROLE_ADMIN' }), manager)).statusCode).toBe(403);
    expect(
      (await call('PUT', '/api/Employees/UpdateAuthorities', { ApplicationUserId: target, Authorities: 'ROLE_ADMIN' }, manager)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/Employees/${second.json().id}`, undefined, manager)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/Employees/${admin.userId}`, undefined, admin)).statusCode).toBe(400);
  });
});
