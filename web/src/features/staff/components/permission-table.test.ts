import { describe, expect, it } from 'vitest';
import { normalizePermissions, PERMISSION_FLAGS } from '@takt/proto/permissions';
import { permissionRows, placeOf } from './permission-table.ts';

describe('permission editor rows', () => {
  it('places every flag exactly once', () => {
    const placed = permissionRows().flatMap((r) => Object.values(r.flags));
    expect(placed.sort()).toEqual([...PERMISSION_FLAGS].sort());
  });

  it('puts a crud area in one row with its three columns', () => {
    expect(permissionRows().find((r) => r.area === 'employees')?.flags).toEqual({
      view: 'employeesView',
      createDelete: 'employeesCreateDelete',
      edit: 'employeesEdit',
    });
    expect(placeOf('settingsViewEdit')).toEqual({ area: 'settings', column: 'view' });
    expect(placeOf('directDebitViewCreate')).toEqual({ area: 'directDebit', column: 'view' });
    expect(placeOf('tariffsEdit')).toEqual({ area: 'tariffs', column: 'edit' });
  });

  it('clears an edit flag whose view flag is off (the parsing rule the editor applies)', () => {
    const set = normalizePermissions({ employeesEdit: true, employeesCreateDelete: true, tariffsEdit: true });
    expect(set.employeesEdit).toBe(false);
    expect(set.employeesCreateDelete).toBe(false);
    expect(set.tariffsEdit).toBe(false);
    expect(normalizePermissions({ referencesView: true, tariffsEdit: true }).tariffsEdit).toBe(true);
  });
});
