import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { packRows, unpackRows } from '@takt/kit';
import { createStaffUser, signUp, useTestService } from '@takt/kit/testing';
import { ExcelEvents, IdentityEvents } from '@takt/proto';
import { checkEmployeeRows } from '../src/domain/employee-import.ts';
import { identityService } from '../src/service.ts';

// The employees template of an Excel import (decision 0055): documents has read the cells and
// sends the rows; identity creates all of them or none and answers.
const t = useTestService(identityService);

type Values = Record<string, string | null>;
const employee = (userName: string, extra: Values = {}): Values => ({
  salutation: 'ms',
  firstName: 'Erika',
  lastName: `Import ${userName}`,
  email: `${userName}@example.org`,
  phone: '0711/123',
  userName,
  role: 'employee',
  ...extra,
});
const rowsOf = (...values: Values[]) => values.map((v, i) => ({ row: i + 2, values: v }));

async function importRows(companyId: string, requestedByUserId: string, rows: ReturnType<typeof rowsOf>) {
  const importId = randomUUID();
  await t.announce(ExcelEvents.ExcelImportRequested, companyId, {
    importId,
    template: 'employees',
    rowCount: rows.length,
    rows: packRows(rows),
    requestedByUserId,
  });
  const answers = await t.outbox(ExcelEvents.IdentityExcelImportAnswered.subject);
  return answers
    .map((e) => e.payload as { importId: string; success: boolean; created: number; log: unknown[] })
    .find((a) => a.importId === importId);
}
const usersNamed = (names: string[]) =>
  t.db.system((tx) => tx.user.findMany({ where: { userName: { in: names } }, orderBy: { userName: 'asc' } }));
const unique = (label: string) => `${label}.${randomUUID().slice(0, 8)}`;

describe('employees imported from Excel', () => {
  it('creates every employee of a good file, announces them as staff and answers the count', async () => {
    const { admin } = await signUp(t.call);
    const names = [unique('anna'), unique('ben'), unique('carla')];
    const answer = await importRows(
      admin.companyId,
      admin.userId,
      rowsOf(employee(names[0]!), employee(names[1]!, { role: 'trainer', email: null }), employee(names[2]!, { role: 'manager' })),
    );
    expect(answer).toMatchObject({ success: true, created: 3, log: [] });

    const users = await usersNamed(names);
    expect(users.map((u) => [u.userName, u.authorities, u.companyId, u.passwordHash])).toEqual([
      [names[0], ['ROLE_EMPLOYEE'], admin.companyId, null],
      [names[1], ['ROLE_TRAINER'], admin.companyId, null],
      [names[2], ['ROLE_MANAGER'], admin.companyId, null],
    ]);
    const staff = (await t.outbox(IdentityEvents.StaffUserSaved.subject)).map((e) => (e.payload as { userId: string }).userId);
    for (const u of users) expect(staff).toContain(u.id);
    // They appear in the staff list like any other.
    const listed = (await t.call('GET', '/api/Employees/GetEmployeesAndTrainers', undefined, admin)).json() as { userName: string }[];
    expect(listed.map((u) => u.userName)).toEqual(expect.arrayContaining(names));
  });

  it('writes nothing when one row is bad and names the rows: a user name of another company, twice in the file, a bad phone', async () => {
    const { admin } = await signUp(t.call);
    const other = await signUp(t.call);
    const names = [unique('dora'), unique('emil')];
    const before = await t.db.system((tx) => tx.user.count({ where: { companyId: admin.companyId } }));
    const answer = await importRows(
      admin.companyId,
      admin.userId,
      rowsOf(
        employee(names[0]!),
        employee(other.adminUserName.toUpperCase()),
        employee(names[1]!, { phone: 'ruf an' }),
        employee(names[0]!.toUpperCase(), { email: 'another@example.org' }),
      ),
    );
    expect(answer).toMatchObject({ success: false, created: 0 });
    expect(answer!.log).toEqual([
      { row: 3, column: 'userName', reason: 'user_name_taken' },
      { row: 4, column: 'phone', reason: 'invalid' },
      { row: 5, column: 'userName', reason: 'duplicate_in_file' },
    ]);
    expect(await usersNamed(names)).toEqual([]);
    expect(await t.db.system((tx) => tx.user.count({ where: { companyId: admin.companyId } }))).toBe(before);
  });

  it('refuses roles the importer may not grant, more employees than licences, and an unknown importer', async () => {
    const { admin } = await signUp(t.call);
    const clerk = await createStaffUser(t.call, admin, { fields: { Authorities: 'ROLE_EMPLOYEE' } });
    const refused = await importRows(admin.companyId, clerk.id, rowsOf(employee(unique('fritz'), { role: 'manager' })));
    expect(refused).toMatchObject({ success: false, log: [{ row: 2, column: 'role', reason: 'not_allowed' }] });

    // The trial's five licences: the admin and the clerk hold two; four more office employees do not fit, trainers take none.
    const many = [1, 2, 3, 4].map(() => employee(unique('gina')));
    expect(await importRows(admin.companyId, admin.userId, rowsOf(...many))).toMatchObject({
      success: false,
      log: [{ row: null, column: null, reason: 'licence_required' }],
    });
    const trainers = [1, 2, 3, 4].map(() => employee(unique('hans'), { role: 'trainer' }));
    expect(await importRows(admin.companyId, admin.userId, rowsOf(...trainers))).toMatchObject({ success: true, created: 4 });

    expect(await importRows(admin.companyId, randomUUID(), rowsOf(employee(unique('ida'))))).toMatchObject({
      success: false,
      log: [{ row: null, column: null, reason: 'not_allowed' }],
    });
  });

  it('answers an export with the company’s staff in the template’s shape, admins and other companies left out', async () => {
    const { admin } = await signUp(t.call);
    const other = await signUp(t.call);
    const names = [unique('jana'), unique('kurt')];
    await importRows(admin.companyId, admin.userId, rowsOf(employee(names[0]!), employee(names[1]!, { role: 'trainer', email: null })));
    await importRows(other.admin.companyId, other.admin.userId, rowsOf(employee(unique('lea'))));

    const exportId = randomUUID();
    await t.announce(ExcelEvents.ExcelExportRequested, admin.companyId, { exportId, template: 'employees' });
    const answer = (await t.outbox(ExcelEvents.IdentityExcelExportAnswered.subject))
      .map((e) => e.payload as { exportId: string; rowCount: number; rows: string })
      .find((a) => a.exportId === exportId);
    expect(answer?.rowCount).toBe(2);
    // The rows an import reads back: the same keys and choice keys.
    expect(unpackRows(answer!.rows)).toEqual([employee(names[0]!), employee(names[1]!, { role: 'trainer', email: null })]);
    expect(checkEmployeeRows(rowsOf(...(unpackRows(answer!.rows) as Values[])), ['admin']).log).toEqual([]);
  });

  it('checks the rows of one file against each other and the role column', () => {
    const { employees, log } = checkEmployeeRows(
      rowsOf(employee('a.b'), employee('c.d', { email: 'A.B@example.org' }), employee('e.f', { role: 'chef' })),
      ['manager'],
    );
    expect(employees.map((e) => e.input.userName)).toEqual(['a.b']);
    expect(log).toEqual([
      { row: 3, column: 'email', reason: 'duplicate_in_file' },
      { row: 4, column: 'role', reason: 'unknown_choice' },
    ]);
  });
});
