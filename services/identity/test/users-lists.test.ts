import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStaffUser, signUp, userCaller, useTestService } from '@takt/kit/testing';
import type { UserCaller } from '@takt/proto';
import { identityService } from '../src/service.ts';

const t = useTestService(identityService);
const call = t.call;

async function create(caller: UserCaller, who: 'Employees' | 'Trainers', lastName: string, extra: Record<string, unknown> = {}) {
  const UserName = `${lastName.toLowerCase()}.${randomUUID().slice(0, 8)}`;
  const as = who === 'Trainers' ? 'trainer' : 'employee';
  return (await createStaffUser(call, caller, { as, fields: { LastName: lastName, UserName, ...extra } })).id;
}

async function post(caller: UserCaller, path: string, body: unknown) {
  const res = await call('POST', path, body, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string };
}

const lastNames = async (caller: UserCaller, url: string) => {
  const res = await call('GET', url, undefined, caller);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return (Array.isArray(body) ? body : body.value).map((u: { lastName: string }) => u.lastName);
};

/** A company with employees, a trainer-only account, a location and a department with links. */
async function staffed() {
  const { companyId, admin } = await signUp(call);
  const zeta = await create(admin, 'Employees', 'Zeta');
  const alpha = await create(admin, 'Employees', 'Alpha', { Authorities: 'ROLE_EMPLOYEE,ROLE_TRAINER' });
  await create(admin, 'Employees', 'Beta', { Active: false });
  const trainer = await create(admin, 'Trainers', 'Trainer');
  await create(admin, 'Trainers', 'Ruhend', { Active: false });
  const gone = await create(admin, 'Employees', 'Gone');
  expect((await call('DELETE', `/api/Employees/${gone}`, undefined, admin)).statusCode).toBe(200);

  const location = (await post(admin, '/api/Locations', { Name: 'Studio' })).id;
  await post(admin, '/api/LocationEmployees/AddMultiple', {
    ForLocationId: location,
    LocationEmployees: [{ EmployeeId: zeta }, { EmployeeId: trainer }],
  });
  const department = (await post(admin, '/api/Departments', { Name: 'Yoga' })).id;
  for (const userId of [zeta, trainer])
    await call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [department], UserId: userId }, admin);
  return { companyId, admin, zeta, alpha, trainer, location, department };
}

describe('employee and trainer lists', () => {
  it('answers active employees (GetAll) and employees with trainers, in the spec order, deleted and passive ones left out', async () => {
    const { admin } = await staffed();
    expect(await lastNames(admin, '/api/Employees/GetAll')).toEqual(['Admin', 'Alpha', 'Zeta']);
    expect(await lastNames(admin, '/api/Employees/GetEmployeesAndTrainers')).toEqual(['Admin', 'Alpha', 'Trainer', 'Zeta']);
    const one = (await call('GET', '/api/Employees/GetAll', undefined, admin)).json()[0];
    expect(one).toMatchObject({ lastName: 'Admin', fullName: 'Admin, Anna', role: 'admin' });
    expect(one).not.toHaveProperty('passwordHash');
  });

  it('lists employees and trainers of a location (location employees) and of a department (department refs)', async () => {
    const { admin, alpha, location, department } = await staffed();
    expect(await lastNames(admin, `/odata/Employees/GetInLocation/${location}`)).toEqual(['Zeta']);
    expect(await lastNames(admin, `/odata/Employees/GetInLocation/${location}?includeTrainers=true`)).toEqual(['Trainer', 'Zeta']);
    // Query keys match the contract's schema in any case, as the original clients send them.
    expect(await lastNames(admin, `/odata/Employees/GetInLocation/${location}?INCLUDETRAINERS=True`)).toEqual(['Trainer', 'Zeta']);
    expect(await lastNames(admin, `/odata/Employees?IncludeTrainers=true&$filter=${encodeURIComponent("lastName eq 'Trainer'")}`)).toEqual([
      'Trainer',
    ]);
    expect(await lastNames(admin, `/odata/Employees/GetInLocation/${location}?alwaysIncludedEmployeesIds=${alpha}`)).toEqual([
      'Alpha',
      'Zeta',
    ]);
    const filtered = await call(
      'GET',
      `/odata/Employees/GetInLocation/${location}?AlwaysIncludedEmployeesIds=${alpha}&$filter=${encodeURIComponent("contains(lastName,'alp')")}&$count=true`,
      undefined,
      admin,
    );
    expect(filtered.json()).toMatchObject({ value: [{ id: alpha }], '@odata.count': 1 });
    expect(
      (await call('GET', `/odata/Employees/GetInLocation/${location}?alwaysIncludedEmployeesIds=nope`, undefined, admin)).statusCode,
    ).toBe(400);

    expect(await lastNames(admin, `/odata/Trainers/GetInLocation/${location}`)).toEqual(['Trainer']);
    // skillIds is accepted but not applied yet.
    expect(await lastNames(admin, `/odata/Trainers/GetInLocation/${location}?skillIds=${randomUUID()}`)).toEqual(['Trainer']);

    expect(await lastNames(admin, `/odata/Employees/GetInDepartment/${department}`)).toEqual(['Zeta']);
    expect(await lastNames(admin, `/odata/Employees/GetInDepartment/${department}?includeTrainers=true&$top=1`)).toEqual(['Trainer']);
    expect(await lastNames(admin, `/odata/Trainers/GetInDepartment/${department}`)).toEqual(['Trainer']);
    expect((await call('GET', `/odata/Trainers/GetInDepartment/${randomUUID()}`, undefined, admin)).statusCode).toBe(404);
  });

  it("keeps company B away from company A's lists (404 or only its own rows)", async () => {
    const a = await staffed();
    const b = await signUp(call);
    const managerB = userCaller('manager', b.companyId, await create(b.admin, 'Employees', 'Boss', { Authorities: 'ROLE_MANAGER' }));
    const locationB = (await post(b.admin, '/api/Locations', { Name: 'B-Studio' })).id;

    for (const url of [
      `/odata/Employees/GetInLocation/${a.location}`,
      `/odata/Employees/GetInDepartment/${a.department}`,
      `/odata/Trainers/GetInLocation/${a.location}`,
      `/odata/Trainers/GetInDepartment/${a.department}`,
    ]) {
      expect((await call('GET', url, undefined, managerB)).statusCode, url).toBe(404);
    }
    expect(
      await lastNames(managerB, `/odata/Employees/GetInLocation/${locationB}?alwaysIncludedEmployeesIds=${a.zeta},${a.alpha}`),
    ).toEqual([]);
    expect(await lastNames(managerB, '/api/Employees/GetAll')).toEqual(['Admin', 'Boss']);
    expect(await lastNames(managerB, '/api/Employees/GetEmployeesAndTrainers')).toEqual(['Admin', 'Boss']);

    // A responsible of A is nobody's responsible in B.
    await post(a.admin, '/api/LocationResponsibles/AddMultiple', { LocationId: a.location, ResponsibleIds: [a.zeta] });
    const zetaInB = userCaller('employee', b.companyId, a.zeta);
    expect((await call('GET', '/api/Employees/IsResponsibleOrDeputy', undefined, zetaInB)).json()).toEqual({
      isResponsibleOrDeputy: false,
    });
    expect(
      (await call('GET', '/api/Employees/IsResponsibleOrDeputy', undefined, userCaller('employee', a.companyId, a.zeta))).json(),
    ).toEqual({
      isResponsibleOrDeputy: true,
    });

    expect((await call('GET', `/api/Trainers/GetAllAnonymous/${b.companyId}`)).json()).toEqual([]);
  });

  it('refuses roles without the screen or the view permission (403)', async () => {
    const { companyId, location, department } = await staffed();
    const trainer = userCaller('trainer', companyId);
    const attendee = userCaller('attendee', companyId);
    const employee = userCaller('employee', companyId);
    const noView: UserCaller = { ...employee, permissions: employee.permissions.filter((p) => p !== 'employeesView') };
    const noTrainersView: UserCaller = { ...trainer, permissions: trainer.permissions.filter((p) => p !== 'trainersView') };

    const employeeLists = [
      '/api/Employees/GetAll',
      '/api/Employees/GetEmployeesAndTrainers',
      `/odata/Employees/GetInLocation/${location}`,
      `/odata/Employees/GetInDepartment/${department}`,
    ];
    for (const url of employeeLists) {
      expect((await call('GET', url, undefined, trainer)).statusCode, url).toBe(403);
      expect((await call('GET', url, undefined, noView)).statusCode, url).toBe(403);
      expect((await call('GET', url, undefined, employee)).statusCode, url).toBe(200);
    }
    for (const url of [`/odata/Trainers/GetInLocation/${location}`, `/odata/Trainers/GetInDepartment/${department}`]) {
      expect((await call('GET', url, undefined, attendee)).statusCode, url).toBe(403);
      expect((await call('GET', url, undefined, noTrainersView)).statusCode, url).toBe(403);
      expect((await call('GET', url, undefined, trainer)).statusCode, url).toBe(200);
    }
    expect((await call('GET', '/api/Employees/IsResponsibleOrDeputy')).statusCode).toBe(401);
    expect((await call('GET', '/api/Employees/IsResponsibleOrDeputy', undefined, attendee)).json()).toEqual({
      isResponsibleOrDeputy: false,
    });
  });

  it('tells whether the caller is responsible for a location or a department', async () => {
    const { companyId, admin, zeta, alpha, location, department } = await staffed();
    const ask = async (userId: string) =>
      (await call('GET', '/api/Employees/IsResponsibleOrDeputy', undefined, userCaller('employee', companyId, userId))).json();
    expect(await ask(zeta)).toEqual({ isResponsibleOrDeputy: false });
    await post(admin, '/api/LocationResponsibles/AddMultiple', { LocationId: location, ResponsibleIds: [zeta] });
    await call('POST', '/api/DepartmentResponsibles/AddMultiple', { DepartmentId: department, ResponsibleIds: [alpha] }, admin);
    expect(await ask(zeta)).toEqual({ isResponsibleOrDeputy: true });
    expect(await ask(alpha)).toEqual({ isResponsibleOrDeputy: true });
  });

  it('answers the active trainers of a company to anyone, id and full name only', async () => {
    const { companyId, alpha, trainer } = await staffed();
    const res = await call('GET', `/api/Trainers/GetAllAnonymous/${companyId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: alpha, fullName: 'Alpha, Eva' },
      { id: trainer, fullName: 'Trainer, Eva' },
    ]);
    expect((await call('GET', `/api/Trainers/GetAllAnonymous/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('Company/GetAll', () => {
  it("answers the caller's own company as the only element; other roles get 403", async () => {
    const a = await signUp(call);
    const b = await signUp(call);
    for (const { admin, companyId } of [a, b]) {
      const res = await call('GET', '/api/Company/GetAll', undefined, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((c: { id: string }) => c.id)).toEqual([companyId]);
      expect(res.json()[0]).toMatchObject({ trialDaysLeft: 14 });
    }
    const manager = userCaller('manager', a.companyId);
    expect((await call('GET', '/api/Company/GetAll', undefined, manager)).statusCode).toBe(200);
    expect((await call('GET', '/api/Company/GetAll', undefined, { ...manager, permissions: [] })).statusCode).toBe(403);
    expect((await call('GET', '/api/Company/GetAll', undefined, userCaller('employee', a.companyId))).statusCode).toBe(403);
  });
});
