import { describe, expect, it } from 'vitest';
import {
  canOpenScreen,
  decodePermissions,
  defaultPermissions,
  encodePermissions,
  grantedFlags,
  hasPermission,
  normalizePermissions,
  PERMISSION_FLAGS,
  viewFlagOf,
} from '../src/index.ts';

describe('permission sets', () => {
  it.each([
    ['employeesCreateDelete', 'employeesView'],
    ['coursesEdit', 'coursesView'],
    ['dateTimesEdit', 'dateTimesView'],
    ['tariffsCreateDelete', 'referencesView'],
    ['attendeeRolesEdit', 'referencesView'],
    ['conflictsViewEdit', undefined],
    ['newsView', undefined],
  ])('%s depends on %s', (flag, view) => {
    expect(viewFlagOf(flag as never)).toBe(view);
  });

  it('drops create/delete and edit without the matching view (parsing rule)', () => {
    const set = normalizePermissions({
      employeesCreateDelete: true,
      employeesEdit: true,
      skillsEdit: true,
      coursesView: true,
      coursesEdit: true,
    });
    expect(set.employeesCreateDelete).toBe(false);
    expect(set.employeesEdit).toBe(false);
    expect(set.skillsEdit).toBe(false);
    expect(set.coursesEdit).toBe(true);
  });

  it('gives admin and manager everything', () => {
    for (const role of ['admin', 'manager'] as const)
      expect(grantedFlags(defaultPermissions([role]))).toHaveLength(PERMISSION_FLAGS.length);
  });

  it('gives an employee the office set and a trainer only the basics', () => {
    const employee = defaultPermissions(['employee']);
    expect(employee).toMatchObject({
      employeesView: true,
      employeesCreateDelete: false,
      coursesCreateDelete: true,
      invoicesEdit: true,
      attendeesEdit: true,
      statisticsViewCreate: false,
    });
    const trainer = defaultPermissions(['trainer']);
    expect(trainer).toMatchObject({
      locationsView: true,
      coursesView: true,
      coursesEdit: false,
      employeesView: false,
      interestedEdit: true,
    });
  });

  it('round-trips through the token bitmask', () => {
    const set = defaultPermissions(['employee']);
    expect(decodePermissions(encodePermissions(set))).toEqual(grantedFlags(set));
    expect(decodePermissions('')).toEqual([]);
  });

  it('lets admin pass every permission check', () => {
    expect(hasPermission({ roles: ['admin'], permissions: [] }, 'employeesCreateDelete')).toBe(true);
    expect(hasPermission({ roles: ['employee'], permissions: [] }, 'employeesCreateDelete')).toBe(false);
  });

  it('guards screens by role with admin passing', () => {
    expect(canOpenScreen(['trainer'], '/employees')).toBe(false);
    expect(canOpenScreen(['admin'], '/my-invoices')).toBe(true);
    expect(canOpenScreen(['attendee'], '/my-invoices')).toBe(true);
    expect(canOpenScreen(['manager'], '/statistics')).toBe(true);
  });
});
